/**
 * The school's photo gallery (PhotoGallery.astro): the page carries its button and the photos'
 * addresses only; the lightbox is cloned from the page's one template (lightbox-dialog.ts) on the
 * first click, with a thumbnail a photo, so no gallery markup weighs on the page before then.
 */
import { densitySrcset } from '#domain/photos/density-srcset.ts';
import { PHOTO_SIZE } from '#domain/photos/photo-variants.ts';
import { openGallery } from './gallery.ts';
import { buildLightboxDialog, type LightboxThumb } from './lightbox-dialog.ts';

/** The school's photos fill the dialog, up to 70rem wide. */
const SIZES = '(min-width: 72rem) 70rem, 100vw';

/** A school photo's 100 px square thumbnail at 1x, 2x and 3x. */
export function schoolThumb(base: string): LightboxThumb {
  return {
    webpSrcset: densitySrcset(`${base}-thumb`, 'webp'),
    jpgSrcset: densitySrcset(`${base}-thumb`, 'jpg'),
    src: `${base}-thumb.jpg`,
    width: 100,
    height: 100,
  };
}

/** Opens the school gallery of `root` (a [data-gallery] element) on photo `index`, building its lightbox the first time. */
export function openSchoolGallery(root: HTMLElement, index = 0, opener: HTMLElement | null = null): void {
  if (!root.querySelector('dialog')) {
    const bases = JSON.parse(root.dataset.photos ?? '[]') as string[];
    buildLightboxDialog(root, bases.map(schoolThumb), { label: root.dataset.label, variant: 'school' });
    for (const element of root.querySelectorAll('[data-gallery-webp], [data-gallery-photo]'))
      element.setAttribute('sizes', SIZES);
    const photo = root.querySelector<HTMLImageElement>('img[data-gallery-photo]');
    if (photo) {
      // The gallery's own words for a photo the office wrote no alt text for.
      photo.alt = root.dataset.photoAlt ?? '';
      photo.width = PHOTO_SIZE.width;
      photo.height = PHOTO_SIZE.height;
    }
  }
  openGallery(root, index, opener);
}
