/**
 * A housing's photo gallery (spec sections 2 and 7): its photos come from
 * GET /api/school/GetAccommodationPhotos on the first click, once per housing, and fill a
 * lightbox cloned from the page's one template (lightbox-dialog.ts).
 */
import type { AccommodationPhotoData, AccommodationPhotosData, ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { showGallery, type GalleryPhoto } from './gallery.ts';
import { buildLightboxDialog, type LightboxThumb } from './lightbox-dialog.ts';

// Cached per accommodation (spec section 7): a second opening asks nothing of the network.
const loaded = new Map<string, Promise<AccommodationPhotosData>>();

async function fetchPhotos(url: string): Promise<AccommodationPhotosData> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  const body = (await response.json()) as ApiEnvelope<AccommodationPhotosData>;
  if (!response.ok || !body.success) throw new Error(`housing photos: ${response.status}`);
  return body.data;
}

function loadPhotos(root: HTMLElement): Promise<AccommodationPhotosData> {
  const query = new URLSearchParams({
    id: root.dataset.housingId ?? '',
    schoolid: root.dataset.schoolId ?? '',
    culture: root.dataset.culture ?? '',
  });
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

const srcset = (files: { x1: string; x2: string; x3: string }) =>
  `${files.x1} 160w, ${files.x2} 320w, ${files.x3} 480w`;

/** The lightbox shows the wide-screen size, up to its 3x file (480 x 330). */
export function housingGalleryPhoto(photo: AccommodationPhotoData): GalleryPhoto {
  const { desktop } = photo;
  return {
    webpSrcset: srcset(desktop.webp),
    jpgSrcset: srcset(desktop.jpeg),
    src: desktop.jpeg.x3,
    alt: photo.alt,
    width: desktop.width * 3,
    height: desktop.height * 3,
  };
}

/** A housing photo's thumbnail in the strip: the wide-screen size at 1x, 2x and 3x. */
function housingThumb({ desktop }: AccommodationPhotoData): LightboxThumb {
  const density = (files: { x1: string; x2: string; x3: string }) => `${files.x1} 1x, ${files.x2} 2x, ${files.x3} 3x`;
  return {
    webpSrcset: density(desktop.webp),
    jpgSrcset: density(desktop.jpeg),
    src: desktop.jpeg.x1,
    width: desktop.width,
    height: desktop.height,
  };
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
  if (!root.querySelector('dialog'))
    buildLightboxDialog(root, data.photos.map(housingThumb), {
      labelledby: root.dataset.labelledby,
      variant: 'housing',
    });
  showGallery(root, data.photos.map(housingGalleryPhoto), 0, opener);
}
