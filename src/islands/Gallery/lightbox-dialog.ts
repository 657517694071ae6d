/**
 * A lightbox built on the first click, in the words the page gives (PageGalleries.astro): used
 * by every gallery of the school page (the school's, whose photos the page names in an attribute;
 * a housing's, loaded from the API; a review's, known only to the reviews island).
 */
import { el } from '../dom-element.ts';
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
  const image = el('img', {
    src: thumb.src,
    srcset: thumb.jpgSrcset,
    width: thumb.width,
    height: thumb.height,
    alt: '',
    decoding: 'async',
  });
  fallBackToPlaceholder(image);
  return el(
    'li',
    {},
    el(
      'button',
      { type: 'button', 'data-gallery-thumb': '', 'aria-label': label },
      el('picture', {}, el('source', { type: 'image/webp', srcset: thumb.webpSrcset }), image),
    ),
  );
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
    el(
      'button',
      { type: 'button', className: 'gallery-step', [`data-gallery-${direction}`]: '', 'aria-label': label ?? '' },
      arrow,
    );
  return el(
    'dialog',
    { className: 'gallery-dialog' },
    el(
      'div',
      { className: 'gallery-top' },
      el('p', { className: 'gallery-counter', 'data-gallery-counter': '', 'aria-live': 'polite' }),
      el(
        'button',
        { type: 'button', className: 'gallery-close', 'data-gallery-close': '', 'aria-label': texts.close ?? '' },
        '×',
      ),
    ),
    el(
      'div',
      { className: 'gallery-stage', 'data-gallery-stage': '' },
      step('prev', texts.previous, '‹'),
      el(
        'picture',
        { className: 'lightbox-photo' },
        el('source', { type: 'image/webp', 'data-gallery-webp': '', sizes: PHOTO_SIZES }),
        el('img', { 'data-gallery-photo': '', draggable: false, alt: '', sizes: PHOTO_SIZES }),
      ),
      step('next', texts.next, '›'),
    ),
    el('ul', { className: 'gallery-thumbs', 'data-gallery-thumbs': '' }),
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
