/**
 * Opens a mailto: (or other external) link the way a click on a real link would, so the
 * browser hands it to the visitor's e-mail program and the page itself stays put.
 */
export function openExternal(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
