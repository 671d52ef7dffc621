/**
 * Toasts for the whole site: `showToast(title, { description, variant })`, callable from the
 * islands and from plain page scripts alike. It only dispatches a window event: the page's one
 * Toaster island (Toaster.tsx, `client:event`) hydrates on the first one and shows it, so no
 * toast code is downloaded until a toast is raised.
 */
export const TOAST_EVENT = 'site:toast';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastRequest {
  title: string;
  description?: string;
  variant: ToastVariant;
}

export function showToast(title: string, options: { description?: string; variant?: ToastVariant } = {}): void {
  const detail: ToastRequest = { title, description: options.description, variant: options.variant ?? 'default' };
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail }));
}
