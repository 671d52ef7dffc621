/**
 * Session flag of the welcome dialog: once the visitor closes it or follows one of its links, it
 * stays closed on every other page of the browser session. No DOM at import time, so Node scripts
 * and tests can import the key.
 */
export const WELCOME_DISMISSED_KEY = 'welcome-dialog-dismissed';

export function alreadyDismissed(): boolean {
  try {
    return sessionStorage.getItem(WELCOME_DISMISSED_KEY) === '1';
  } catch {
    return false; // Storage blocked: show it, closing still works for this page.
  }
}

export function rememberDismissed(): void {
  try {
    sessionStorage.setItem(WELCOME_DISMISSED_KEY, '1');
  } catch {
    // Storage blocked: nothing to remember, the dialog is still closed for this page.
  }
}
