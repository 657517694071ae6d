/**
 * A review's photo gallery: the photos a visitor sent with their review, from the thumbnails the
 * reviews island shows (each a link to its large size), in a lightbox cloned from the page's
 * template. The lightbox lives outside the island's markup, so React never meets it.
 */
import { showGallery, type GalleryPhoto } from './gallery.ts';
import { buildLightboxDialog, type LightboxThumb } from './lightbox-dialog.ts';

const hosts = new WeakMap<HTMLElement, HTMLElement>();

interface ReviewPhotoLink {
  photo: GalleryPhoto;
  thumb: LightboxThumb;
}

/** What a thumbnail link of the island says of its photo: its large files, and its own thumbnail files. */
function readLink(link: HTMLAnchorElement): ReviewPhotoLink {
  const image = link.querySelector('img');
  const webp = link.querySelector('source')?.srcset ?? '';
  return {
    photo: { webpSrcset: link.dataset.largeWebp ?? '', jpgSrcset: link.href, src: link.href, alt: image?.alt },
    thumb: {
      webpSrcset: webp,
      jpgSrcset: image?.srcset ?? '',
      src: image?.getAttribute('src') ?? link.href,
      width: image?.width || 100,
      height: image?.height || 100,
    },
  };
}

/** Opens the gallery of the review whose [data-review-gallery] element holds `opener` (a link to one of its photos), on that photo. */
export function openReviewGallery(opener: HTMLAnchorElement): void {
  const root = opener.closest<HTMLElement>('[data-review-gallery]');
  if (!root) return;
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-review-gallery-open]')];
  const photos = links.map(readLink);
  let host = hosts.get(root);
  if (!host) {
    host = document.createElement('div');
    document.body.append(host);
    buildLightboxDialog(
      host,
      photos.map(({ thumb }) => thumb),
      { labelledby: root.dataset.labelledby, variant: 'review' },
    );
    hosts.set(root, host);
  }
  showGallery(
    host,
    photos.map(({ photo }) => photo),
    Math.max(0, links.indexOf(opener)),
    opener,
  );
}
