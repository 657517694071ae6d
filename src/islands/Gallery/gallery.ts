/**
 * The school's photo gallery (spec section 2): a lightbox over the page with the photo, previous
 * and next, and a strip of thumbnails. Its markup is in the static page (PhotoGallery.astro);
 * thumbnails there load lazily inside the closed dialog, so they are fetched only when it opens,
 * and this code itself is loaded only on the first click of the gallery button.
 */

interface GalleryParts {
  dialog: HTMLDialogElement;
  webp: HTMLSourceElement;
  photo: HTMLImageElement;
  counter: HTMLElement;
  thumbs: HTMLButtonElement[];
  photos: string[];
}

const wired = new WeakMap<HTMLElement, { parts: GalleryParts; show(index: number): void }>();

function partsOf(root: HTMLElement): GalleryParts {
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  const photo = root.querySelector<HTMLImageElement>('[data-gallery-photo]');
  const webp = root.querySelector<HTMLSourceElement>('[data-gallery-webp]');
  const counter = root.querySelector<HTMLElement>('[data-gallery-counter]');
  if (!dialog || !photo || !webp || !counter) throw new Error('the gallery markup is incomplete');
  const photos = JSON.parse(root.dataset.photos ?? '[]') as string[];
  return { dialog, photo, webp, counter, thumbs: [...root.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')], photos };
}

function wire(root: HTMLElement) {
  const parts = partsOf(root);
  let current = 0;
  const show = (index: number) => {
    const count = parts.photos.length;
    current = ((index % count) + count) % count;
    const base = parts.photos[current]!;
    parts.webp.srcset = `${base}-1200.webp 1200w, ${base}.webp 2400w`;
    parts.photo.srcset = `${base}-1200.jpg 1200w, ${base}.jpg 2400w`;
    parts.photo.src = `${base}-1200.jpg`;
    parts.counter.textContent = `${current + 1} / ${count}`;
    parts.thumbs.forEach((thumb, i) => thumb.setAttribute('aria-current', i === current ? 'true' : 'false'));
  };
  root.querySelector('[data-gallery-prev]')?.addEventListener('click', () => show(current - 1));
  root.querySelector('[data-gallery-next]')?.addEventListener('click', () => show(current + 1));
  root.querySelector('[data-gallery-close]')?.addEventListener('click', () => parts.dialog.close());
  parts.thumbs.forEach((thumb, i) => thumb.addEventListener('click', () => show(i)));
  parts.dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
  });
  // A click on the backdrop (the dialog itself, outside its content) closes it.
  parts.dialog.addEventListener('click', (event) => {
    if (event.target === parts.dialog) parts.dialog.close();
  });
  const gallery = { parts, show };
  wired.set(root, gallery);
  return gallery;
}

/** Opens the gallery of `root` (a [data-gallery] element) on photo `index` (0 = the header photo). */
export function openGallery(root: HTMLElement, index = 0): void {
  const gallery = wired.get(root) ?? wire(root);
  gallery.show(index);
  if (!gallery.parts.dialog.open) gallery.parts.dialog.showModal();
}
