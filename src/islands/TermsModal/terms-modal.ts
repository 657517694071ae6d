/**
 * The terms modal (spec section 2): the static page links the terms file; this turns the link
 * into a button that opens the file over the page, an image as it is, anything else embedded.
 * The embedded document is requested only when the modal first opens.
 */
export function connectTermsModal(root: HTMLElement): void {
  const link = root.querySelector<HTMLAnchorElement>('[data-terms-link]');
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  if (!link || !dialog) return;
  link.setAttribute('role', 'button');
  link.setAttribute('aria-haspopup', 'dialog');
  link.addEventListener('click', (event) => {
    event.preventDefault();
    const frame = dialog.querySelector<HTMLIFrameElement>('iframe[data-src]');
    if (frame && !frame.src) frame.src = frame.dataset.src ?? '';
    dialog.showModal();
  });
  dialog.querySelector('[data-terms-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}
