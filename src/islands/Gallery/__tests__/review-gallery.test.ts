// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { openReviewGallery } from '../review-gallery.ts';
import { LIGHTBOX_TEXTS_MARKUP } from './lightbox-texts-markup.ts';

const photo = (id: string) => `
  <li><a href="/api/review-photos/${id}/large.jpg" data-review-gallery-open data-large-webp="/api/review-photos/${id}/large.webp">
    <picture><source type="image/webp" srcset="/api/review-photos/${id}/thumb-1x.webp 1x, /api/review-photos/${id}/thumb-2x.webp 2x" />
    <img src="/api/review-photos/${id}/thumb-1x.jpg" srcset="/api/review-photos/${id}/thumb-1x.jpg 1x" width="100" height="100" alt="Photo by Ana" /></picture>
  </a></li>`;

function pageMarkup() {
  document.body.innerHTML = `
    <article><h3 id="review-9">Ana, Porto</h3>
      <ul data-review-gallery data-labelledby="review-9">${photo('first')}${photo('second')}</ul>
    </article>
    ${LIGHTBOX_TEXTS_MARKUP}`;
  return [...document.querySelectorAll<HTMLAnchorElement>('a[data-review-gallery-open]')];
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("a review's gallery", () => {
  it('opens on the photo clicked, at its large size, labelled by the review, with a thumbnail per photo', () => {
    const [, second] = pageMarkup();
    openReviewGallery(second!);
    const dialogs = document.querySelectorAll('dialog.review-gallery-dialog');
    expect(dialogs).toHaveLength(1);
    const dialog = dialogs[0]!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe('review-9');
    // Outside the list the island renders: React never finds a node it did not make.
    expect(dialog.closest('[data-review-gallery]')).toBeNull();
    const shown = dialog.querySelector<HTMLImageElement>('[data-gallery-photo]')!;
    expect([
      new URL(shown.src).pathname,
      shown.alt,
      dialog.querySelector('[data-gallery-counter]')!.textContent,
    ]).toEqual(['/api/review-photos/second/large.jpg', 'Photo by Ana', '2 / 2']);
    expect(dialog.querySelector('[data-gallery-webp]')!.getAttribute('srcset')).toBe(
      '/api/review-photos/second/large.webp',
    );
    const thumbs = [...dialog.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual(['Photo 1 of 2', 'Photo 2 of 2']);
    expect(thumbs[0]!.querySelector('source')!.getAttribute('srcset')).toContain(
      '/api/review-photos/first/thumb-2x.webp 2x',
    );
    thumbs[0]!.click();
    expect(dialog.querySelector('[data-gallery-counter]')!.textContent).toBe('1 / 2');
  });

  it('builds the lightbox once however often it opens', () => {
    const [first] = pageMarkup();
    openReviewGallery(first!);
    dialogClose();
    openReviewGallery(first!);
    expect(document.querySelectorAll('dialog.review-gallery-dialog')).toHaveLength(1);
  });
});

function dialogClose() {
  document.querySelector<HTMLButtonElement>('dialog [data-gallery-close]')!.click();
}
