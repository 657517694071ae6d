// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { openSchoolGallery } from '../school-gallery.ts';
import { LIGHTBOX_TEXTS_MARKUP } from './lightbox-texts-markup.ts';

function pageMarkup() {
  document.body.innerHTML = `
    <div data-gallery data-photos='["/photos/schools/x/1","/photos/schools/x/2"]' data-alts='[null,"The terrace"]'
      data-label="Photos of X" data-photo-alt="X: school photo">
      <button type="button" data-gallery-open>View all 2 photos</button>
    </div>
    ${LIGHTBOX_TEXTS_MARKUP}`;
  return document.querySelector<HTMLElement>('[data-gallery]')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the school's gallery", () => {
  it('builds its lightbox from the template on the first opening, a thumbnail a photo, then reuses it', () => {
    const root = pageMarkup();
    expect(root.querySelector('dialog')).toBeNull();
    openSchoolGallery(root, 0);
    const dialog = root.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Photos of X');
    const photo = root.querySelector<HTMLImageElement>('img[data-gallery-photo]')!;
    expect(photo.getAttribute('src')).toBe('/photos/schools/x/1-1200.jpg');
    expect(photo.getAttribute('sizes')).toBe('(min-width: 72rem) 70rem, 100vw');
    expect(photo.alt).toBe('X: school photo');
    const thumbs = [...root.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
    expect(thumbs.map((thumb) => thumb.querySelector('img')!.getAttribute('src'))).toEqual([
      '/photos/schools/x/1-thumb.jpg',
      '/photos/schools/x/2-thumb.jpg',
    ]);
    thumbs[1]!.click();
    expect(photo.alt).toBe('The terrace');
    dialog.close();
    openSchoolGallery(root, 1);
    expect(root.querySelectorAll('dialog')).toHaveLength(1);
    expect(root.querySelectorAll('[data-gallery-thumb]')).toHaveLength(2);
  });
});
