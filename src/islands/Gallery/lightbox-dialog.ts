/**
 * A lightbox built on the first click, in the words the page gives (PageGalleries.astro): used
 * by every gallery of the school page (the school's, whose photos the page names in an attribute;
 * a housing's, loaded from the API; a review's, known only to the reviews island).
 */
import { element } from '../dom-element.ts';
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

// Where the lightbox's photo is drawn: the whole width on a phone, at most 480 px beyond.
const PHOTO_SIZES = '(max-width: 520px) 100vw, 480px';

/**
 * The lightbox's dialog: its counter and close button, the photo between the previous and next
 * buttons, and the strip of thumbnails, named in the page's words (`texts`: the data of its
 * `template[data-lightbox]`).
 */
function lightboxDialog(texts: DOMStringMap): HTMLDialogElement {
  const step = (direction: 'prev' | 'next', label: string | undefined, arrow: string) =>
    element(
      'button',
      { type: 'button', class: 'gallery-step', [`data-gallery-${direction}`]: '', 'aria-label': label ?? '' },
      arrow,
    );
  return element(
    'dialog',
    { class: 'gallery-dialog' },
    element(
      'div',
      { class: 'gallery-top' },
      element('p', { class: 'gallery-counter', 'data-gallery-counter': '', 'aria-live': 'polite' }),
      element(
        'button',
        { type: 'button', class: 'gallery-close', 'data-gallery-close': '', 'aria-label': texts.close ?? '' },
        '×',
      ),
    ),
    element(
      'div',
      { class: 'gallery-stage', 'data-gallery-stage': '' },
      step('prev', texts.previous, '‹'),
      element(
        'picture',
        { class: 'lightbox-photo' },
        element('source', { type: 'image/webp', 'data-gallery-webp': '', sizes: PHOTO_SIZES }),
        element('img', { 'data-gallery-photo': '', draggable: 'false', alt: '', sizes: PHOTO_SIZES }),
      ),
      step('next', texts.next, '›'),
    ),
    element('ul', { class: 'gallery-thumbs', 'data-gallery-thumbs': '' }),
  );
}

/**
 * Adds to `root` a lightbox with these thumbnails, labelled by the element `labelledby` names (a
 * housing's or a review's heading) or by `label` (the school's gallery); `variant` is a class for
 * its size ('housing': photos up to 480 px wide; 'review': up to 1600 px; 'school': the dialog's width).
 */
export function buildLightboxDialog(
  root: HTMLElement,
  thumbs: readonly LightboxThumb[],
  { labelledby, label, variant }: { labelledby?: string; label?: string; variant: 'housing' | 'review' | 'school' },
): void {
  const texts = document.querySelector<HTMLTemplateElement>('template[data-lightbox]')?.dataset;
  if (!texts) throw new Error("the page's lightbox texts are missing");
  const dialog = lightboxDialog(texts);
  dialog.classList.add(`${variant}-gallery-dialog`);
  if (labelledby) dialog.setAttribute('aria-labelledby', labelledby);
  else if (label) dialog.setAttribute('aria-label', label);
  const thumbLabel = texts.thumbLabel ?? '{{n}} / {{total}}';
  const list = dialog.querySelector('[data-gallery-thumbs]');
  thumbs.forEach((thumb, index) =>
    list?.append(
      thumbItem(thumb, thumbLabel.replace('{{n}}', String(index + 1)).replace('{{total}}', String(thumbs.length))),
    ),
  );
  root.append(dialog);
}
