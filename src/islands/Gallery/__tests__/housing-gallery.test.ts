// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccommodationPhotosData } from '#domain/catalogue/api-types.ts';
import { housingPhotoUrls } from '#domain/photos/housing-photo-urls.ts';
import { openHousingGallery } from '../housing-gallery.ts';
import { LIGHTBOX_TEXTS_MARKUP } from './lightbox-texts-markup.ts';

const DATA: AccommodationPhotosData = {
  id: 2,
  schoolId: 101,
  catalogueId: 101002,
  name: 'Host family',
  photos: housingPhotoUrls('harbour', { id: 2, type: 'homestay', photos: 3 }).map((photo) => ({
    ...photo,
    alt: `Host family: ${photo.kind}`,
  })),
};

function pageMarkup(housingId = 2) {
  document.body.innerHTML = `
    <h3 id="housing-2">Host family</h3>
    <div data-housing-gallery data-school-id="101" data-housing-id="${housingId}" data-culture="en" data-labelledby="housing-2">
      <a href="/photos/housing/harbour-2-1-300@3x.jpg" data-housing-gallery-open>3 photos</a>
    </div>
    ${LIGHTBOX_TEXTS_MARKUP}`;
  return document.querySelector<HTMLAnchorElement>('a[data-housing-gallery-open]')!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a housing gallery', () => {
  it('asks for the housing photos once, then shows them with their alt texts and thumbnails', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: DATA }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const opener = pageMarkup();
    await openHousingGallery(opener);
    expect(fetch).toHaveBeenCalledWith(
      '/api/school/GetAccommodationPhotos/?id=2&schoolid=101&culture=en',
      expect.anything(),
    );
    const dialog = document.querySelector('[data-housing-gallery] dialog')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe('housing-2');
    expect(dialog.hasAttribute('open')).toBe(true);
    const photo = dialog.querySelector<HTMLImageElement>('[data-gallery-photo]')!;
    expect([photo.alt, photo.getAttribute('src')]).toEqual([
      'Host family: bedroom',
      '/photos/housing/harbour-2-1@3x.jpg',
    ]);
    expect(dialog.querySelector('[data-gallery-webp]')!.getAttribute('srcset')).toBe(
      '/photos/housing/harbour-2-1.webp 160w, /photos/housing/harbour-2-1@2x.webp 320w, /photos/housing/harbour-2-1@3x.webp 480w',
    );
    const thumbs = [...dialog.querySelectorAll('[data-gallery-thumb]')];
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Photo 1 of 3',
      'Photo 2 of 3',
      'Photo 3 of 3',
    ]);
    (thumbs[2] as HTMLButtonElement).click();
    expect([photo.alt, dialog.querySelector('[data-gallery-counter]')!.textContent]).toEqual([
      'Host family: building',
      '3 / 3',
    ]);

    (dialog.querySelector('[data-gallery-close]') as HTMLButtonElement).click();
    await openHousingGallery(opener);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('[data-housing-gallery] dialog')).toHaveLength(1);
    expect(photo.alt).toBe('Host family: bedroom');
  });

  it('follows the link to the largest photo when the photos cannot be loaded, and tries again next time', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: false, error: { message: 'down' } }), { status: 503 }),
    );
    vi.stubGlobal('fetch', fetch);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    // Another housing: the first test's photos stay cached for the page's life.
    const opener = pageMarkup(3);
    await openHousingGallery(opener);
    expect(assign).toHaveBeenCalledWith(opener.href);
    expect(document.querySelector('[data-housing-gallery] dialog')).toBeNull();
    await openHousingGallery(opener);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
