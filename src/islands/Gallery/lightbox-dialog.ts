/**
 * A lightbox built on the first click from the page's one template (LightboxTemplate.astro):
 * used by every gallery of the school page (the school's, whose photos the page names in an
 * attribute; a housing's, loaded from the API; a review's, known only to the reviews island).
 */
import { fallBackToPlaceholder } from './gallery.ts';

/** A thumbnail of the lightbox's strip: its 1x, 2x and 3x files in WebP and JPEG, and its size in CSS pixels. */
export interface LightboxThumb {
  webpSrcset: string;
  jpgSrcset: string;
  src: string;
  width: number;
  height: number;
}

function thumbItem(thumb: LightboxThumb, label: string): HTMLLIElement {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.galleryThumb = '';
  button.setAttribute('aria-label', label);
  const picture = document.createElement('picture');
  const source = document.createElement('source');
  source.type = 'image/webp';
  source.srcset = thumb.webpSrcset;
  const image = document.createElement('img');
  image.src = thumb.src;
  image.srcset = thumb.jpgSrcset;
  image.width = thumb.width;
  image.height = thumb.height;
  image.alt = '';
  image.decoding = 'async';
  fallBackToPlaceholder(image);
  picture.append(source, image);
  button.append(picture);
  item.append(button);
  return item;
}

/**
 * Adds to `root` a lightbox cloned from the page's template, with these thumbnails and labelled
 * by the element `labelledby` names (a housing's or a review's heading) or by `label` (the
 * school's gallery); `variant` is a class for its size ('housing': photos up to 480 px wide;
 * 'review': up to 1600 px; 'school': the dialog's width).
 */
export function buildLightboxDialog(
  root: HTMLElement,
  thumbs: readonly LightboxThumb[],
  { labelledby, label, variant }: { labelledby?: string; label?: string; variant: 'housing' | 'review' | 'school' },
): void {
  const template = document.querySelector<HTMLTemplateElement>('template[data-lightbox-template]');
  if (!template) throw new Error('the lightbox template is missing');
  const dialog = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLDialogElement;
  dialog.classList.add(`${variant}-gallery-dialog`);
  if (labelledby) dialog.setAttribute('aria-labelledby', labelledby);
  else if (label) dialog.setAttribute('aria-label', label);
  const thumbLabel = dialog.dataset.thumbLabel ?? '{{n}} / {{total}}';
  const list = dialog.querySelector('[data-gallery-thumbs]');
  thumbs.forEach((thumb, index) =>
    list?.append(
      thumbItem(thumb, thumbLabel.replace('{{n}}', String(index + 1)).replace('{{total}}', String(thumbs.length))),
    ),
  );
  root.append(dialog);
}
