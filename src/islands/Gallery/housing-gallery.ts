/**
 * A housing's photo gallery (spec sections 2 and 7): its photos come from
 * GET /api/school/GetAccommodationPhotos on the first click, once per housing, and fill a
 * lightbox cloned from the page's one template (HousingGallery.astro).
 */
import type { AccommodationPhotoData, AccommodationPhotosData, ApiEnvelope } from '../../domain/catalogue/api-types.ts';
import { fallBackToPlaceholder, showGallery, type GalleryPhoto } from './gallery.ts';

// Cached per accommodation (spec section 7): a second opening asks nothing of the network.
const loaded = new Map<string, Promise<AccommodationPhotosData>>();

async function fetchPhotos(url: string): Promise<AccommodationPhotosData> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  const body = (await response.json()) as ApiEnvelope<AccommodationPhotosData>;
  if (!response.ok || !body.success) throw new Error(`housing photos: ${response.status}`);
  return body.data;
}

function loadPhotos(root: HTMLElement): Promise<AccommodationPhotosData> {
  const query = new URLSearchParams({ id: root.dataset.housingId ?? '', schoolid: root.dataset.schoolId ?? '', culture: root.dataset.culture ?? '' });
  const url = `/api/school/GetAccommodationPhotos/?${query}`;
  let photos = loaded.get(url);
  if (!photos) {
    photos = fetchPhotos(url);
    // A failure is not kept: the next click tries again.
    photos.catch(() => loaded.delete(url));
    loaded.set(url, photos);
  }
  return photos;
}

const srcset = (files: { x1: string; x2: string; x3: string }) => `${files.x1} 160w, ${files.x2} 320w, ${files.x3} 480w`;

/** The lightbox shows the wide-screen size, up to its 3x file (480 x 330). */
export function housingGalleryPhoto(photo: AccommodationPhotoData): GalleryPhoto {
  const { desktop } = photo;
  return { webpSrcset: srcset(desktop.webp), jpgSrcset: srcset(desktop.jpeg), src: desktop.jpeg.x3, alt: photo.alt, width: desktop.width * 3, height: desktop.height * 3 };
}

function thumb(photo: AccommodationPhotoData, label: string): HTMLLIElement {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.galleryThumb = '';
  button.setAttribute('aria-label', label);
  const picture = document.createElement('picture');
  const source = document.createElement('source');
  source.type = 'image/webp';
  source.srcset = `${photo.desktop.webp.x1} 1x, ${photo.desktop.webp.x2} 2x, ${photo.desktop.webp.x3} 3x`;
  const image = document.createElement('img');
  image.src = photo.desktop.jpeg.x1;
  image.srcset = `${photo.desktop.jpeg.x1} 1x, ${photo.desktop.jpeg.x2} 2x, ${photo.desktop.jpeg.x3} 3x`;
  image.width = photo.desktop.width;
  image.height = photo.desktop.height;
  image.alt = '';
  image.decoding = 'async';
  fallBackToPlaceholder(image);
  picture.append(source, image);
  button.append(picture);
  item.append(button);
  return item;
}

/** Builds the housing's lightbox inside `root` from the page's template, labelled by the housing's heading. */
function buildDialog(root: HTMLElement, photos: AccommodationPhotoData[]): void {
  const template = document.querySelector<HTMLTemplateElement>('template[data-housing-gallery-template]');
  if (!template) throw new Error('the housing gallery template is missing');
  const dialog = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLDialogElement;
  if (root.dataset.labelledby) dialog.setAttribute('aria-labelledby', root.dataset.labelledby);
  const label = dialog.dataset.thumbLabel ?? '{{n}} / {{total}}';
  const list = dialog.querySelector('[data-gallery-thumbs]');
  photos.forEach((photo, index) => list?.append(thumb(photo, label.replace('{{n}}', String(index + 1)).replace('{{total}}', String(photos.length)))));
  root.append(dialog);
}

/**
 * Opens the gallery of the housing whose [data-housing-gallery] element holds `opener` (the link
 * to its first photo). Should the photos not load, the link is followed: it leads to the photo.
 */
export async function openHousingGallery(opener: HTMLAnchorElement): Promise<void> {
  const root = opener.closest<HTMLElement>('[data-housing-gallery]');
  if (!root) return;
  let data: AccommodationPhotosData;
  try {
    data = await loadPhotos(root);
  } catch {
    window.location.assign(opener.href);
    return;
  }
  if (data.photos.length === 0) return;
  if (!root.querySelector('dialog')) buildDialog(root, data.photos);
  showGallery(root, data.photos.map(housingGalleryPhoto), 0, opener);
}
