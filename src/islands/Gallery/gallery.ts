/**
 * The photo galleries (spec section 2): a lightbox over the page with the photo, previous and
 * next, and a strip of thumbnails, built in the page's words on the first click
 * (lightbox-dialog.ts) with the school's photos (school-gallery.ts), a housing's once loaded
 * (housing-gallery.ts) or a review's (review-gallery.ts). This code itself is loaded only on the
 * first click that opens one.
 */

/** One photo as the lightbox shows it. */
export interface GalleryPhoto {
  webpSrcset: string;
  jpgSrcset: string;
  src: string;
  /** Leave the alt text of the markup when the photo has none of its own. */
  alt?: string;
  width?: number;
  height?: number;
}

/** Where a broken photo or thumbnail falls back to (spec section 8). */
export const PLACEHOLDER = '/photos/placeholder.webp';

// A horizontal move this long (CSS pixels) and mostly sideways is a swipe, not a tap.
const SWIPE_MIN = 40;

interface GalleryParts {
  dialog: HTMLDialogElement;
  webp: HTMLSourceElement;
  photo: HTMLImageElement;
  counter: HTMLElement;
  thumbs: HTMLButtonElement[];
}

interface Gallery {
  parts: GalleryParts;
  photos: GalleryPhoto[];
  opener: HTMLElement | null;
  show(index: number): void;
}

const wired = new WeakMap<HTMLElement, Gallery>();

function partsOf(root: HTMLElement): GalleryParts {
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  const photo = root.querySelector<HTMLImageElement>('[data-gallery-photo]');
  const webp = root.querySelector<HTMLSourceElement>('[data-gallery-webp]');
  const counter = root.querySelector<HTMLElement>('[data-gallery-counter]');
  if (!dialog || !photo || !webp || !counter) throw new Error('the gallery markup is incomplete');
  return {
    dialog,
    photo,
    webp,
    counter,
    thumbs: [...root.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')],
  };
}

/** A broken image shows the placeholder instead, once (the placeholder itself failing must not loop). */
export function fallBackToPlaceholder(image: HTMLImageElement): void {
  image.addEventListener('error', () => {
    if (image.getAttribute('src') === PLACEHOLDER) return;
    image.parentElement?.querySelectorAll('source').forEach((source) => source.remove());
    image.removeAttribute('srcset');
    image.src = PLACEHOLDER;
  });
}

function wire(root: HTMLElement, photos: GalleryPhoto[]): Gallery {
  const parts = partsOf(root);
  const markupAlt = parts.photo.alt;
  let current = 0;
  const gallery: Gallery = {
    parts,
    photos,
    opener: null,
    show(index: number) {
      const count = photos.length;
      current = ((index % count) + count) % count;
      const photo = photos[current]!;
      parts.webp.srcset = photo.webpSrcset;
      parts.photo.srcset = photo.jpgSrcset;
      parts.photo.src = photo.src;
      parts.photo.alt = photo.alt ?? markupAlt;
      if (photo.width && photo.height) {
        parts.photo.width = photo.width;
        parts.photo.height = photo.height;
      }
      parts.counter.textContent = `${current + 1} / ${count}`;
      parts.thumbs.forEach((thumb, i) => thumb.setAttribute('aria-current', i === current ? 'true' : 'false'));
    },
  };
  root.querySelector('[data-gallery-prev]')?.addEventListener('click', () => gallery.show(current - 1));
  root.querySelector('[data-gallery-next]')?.addEventListener('click', () => gallery.show(current + 1));
  root.querySelector('[data-gallery-close]')?.addEventListener('click', () => parts.dialog.close());
  parts.thumbs.forEach((thumb, i) => thumb.addEventListener('click', () => gallery.show(i)));
  parts.thumbs.forEach((thumb) => thumb.querySelectorAll('img').forEach(fallBackToPlaceholder));
  parts.dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') gallery.show(current + 1);
    else if (event.key === 'ArrowLeft') gallery.show(current - 1);
  });
  // A click on the backdrop (the dialog itself, outside its content) closes it.
  parts.dialog.addEventListener('click', (event) => {
    if (event.target === parts.dialog) parts.dialog.close();
  });
  // Escape, the close button or the backdrop: focus goes back to what opened the gallery.
  parts.dialog.addEventListener('close', () => gallery.opener?.focus());
  // Swipe on touch screens: a sideways move over the photo goes to the next or previous one.
  const stage = parts.photo.closest<HTMLElement>('[data-gallery-stage]') ?? parts.photo;
  let start: { x: number; y: number } | null = null;
  stage.addEventListener('pointerdown', (event) => {
    if (event.isPrimary) start = { x: event.clientX, y: event.clientY };
  });
  stage.addEventListener('pointercancel', () => (start = null));
  stage.addEventListener('pointerup', (event) => {
    if (!start || !event.isPrimary) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) gallery.show(current + (dx < 0 ? 1 : -1));
  });
  fallBackToPlaceholder(parts.photo);
  wired.set(root, gallery);
  return gallery;
}

/** Opens the gallery of `root` on photo `index` with these photos, wiring it the first time. */
export function showGallery(
  root: HTMLElement,
  photos: GalleryPhoto[],
  index = 0,
  opener: HTMLElement | null = null,
): void {
  const gallery = wired.get(root) ?? wire(root, photos);
  gallery.opener = opener;
  gallery.show(index);
  if (!gallery.parts.dialog.open) gallery.parts.dialog.showModal();
}

/** The school photo at `base` (its path without extension): 1200 and 2400 pixels wide. */
export function schoolPhoto(base: string): GalleryPhoto {
  return {
    webpSrcset: `${base}-1200.webp 1200w, ${base}.webp 2400w`,
    jpgSrcset: `${base}-1200.jpg 1200w, ${base}.jpg 2400w`,
    src: `${base}-1200.jpg`,
  };
}

/** Opens the school gallery of `root` (a [data-gallery] element) on photo `index` (0 = the header photo). */
export function openGallery(root: HTMLElement, index = 0, opener: HTMLElement | null = null): void {
  const bases = JSON.parse(root.dataset.photos ?? '[]') as string[];
  // The office's alt texts in the page's culture, null where a photo has none (the markup's words then).
  const alts = JSON.parse(root.dataset.alts ?? '[]') as (string | null)[];
  const photos = bases.map((base, at) => {
    const alt = alts[at];
    return alt ? { ...schoolPhoto(base), alt } : schoolPhoto(base);
  });
  showGallery(root, photos, index, opener);
}
