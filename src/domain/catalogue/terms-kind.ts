/** How the terms modal shows a school's terms file (spec section 9). */
export type TermsKind = 'link' | 'image' | 'embed';

/** doc and docx open as a plain link; png, jpg, jpeg and tif are shown as images; anything else is embedded. */
export function termsKind(fileName: string): TermsKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? '';
  if (extension === 'doc' || extension === 'docx') return 'link';
  if (['png', 'jpg', 'jpeg', 'tif'].includes(extension)) return 'image';
  return 'embed';
}
