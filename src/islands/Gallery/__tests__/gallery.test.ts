// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { openGallery } from '../gallery.ts';

function galleryMarkup() {
  document.body.innerHTML = `
    <div data-gallery data-photos='["/photos/schools/x/1","/photos/schools/x/2","/photos/schools/x/3"]'>
      <button type="button" data-gallery-open>View all 3 photos</button>
      <dialog aria-label="Photos">
        <p data-gallery-counter></p>
        <button type="button" data-gallery-close aria-label="Close">×</button>
        <div data-gallery-stage><picture><source type="image/webp" data-gallery-webp /><img data-gallery-photo alt="" /></picture></div>
        <button type="button" data-gallery-prev aria-label="Previous">‹</button>
        <button type="button" data-gallery-next aria-label="Next">›</button>
        <ul>
          <li><button type="button" data-gallery-thumb aria-label="Photo 1 of 3"><img loading="lazy" src="/photos/schools/x/1-thumb.jpg" alt="" /></button></li>
          <li><button type="button" data-gallery-thumb aria-label="Photo 2 of 3"><img loading="lazy" src="/photos/schools/x/2-thumb.jpg" alt="" /></button></li>
          <li><button type="button" data-gallery-thumb aria-label="Photo 3 of 3"><img loading="lazy" src="/photos/schools/x/3-thumb.jpg" alt="" /></button></li>
        </ul>
      </dialog>
    </div>`;
  return document.querySelector<HTMLElement>('[data-gallery]')!;
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the photo gallery', () => {
  it('opens as a modal on the photo asked for, with its sizes and the position', () => {
    const root = galleryMarkup();
    openGallery(root, 1);
    const dialog = root.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(root.querySelector('img[data-gallery-photo]')!.getAttribute('src')).toBe('/photos/schools/x/2-1200.jpg');
    expect(root.querySelector('source')!.getAttribute('srcset')).toBe(
      '/photos/schools/x/2-1200.webp 1200w, /photos/schools/x/2.webp 2400w',
    );
    expect(root.querySelector('[data-gallery-counter]')!.textContent).toBe('2 / 3');
    expect(button('Photo 2 of 3').getAttribute('aria-current')).toBe('true');
  });

  it('shows each photo with the alt text the office wrote for it, and the markup’s words for one without', () => {
    const root = galleryMarkup();
    root.querySelector('img[data-gallery-photo]')!.setAttribute('alt', 'Photo of the school');
    root.dataset.alts = JSON.stringify([null, 'The terrace at noon', null]);
    openGallery(root, 1);
    const alt = () => root.querySelector('img[data-gallery-photo]')!.getAttribute('alt');
    expect(alt()).toBe('The terrace at noon');
    button('Next').click();
    expect(alt()).toBe('Photo of the school');
  });

  it('goes round with next and previous, the arrow keys and the thumbnails, and closes', () => {
    const root = galleryMarkup();
    openGallery(root, 0);
    const counter = () => root.querySelector('[data-gallery-counter]')!.textContent;
    button('Previous').click();
    expect(counter()).toBe('3 / 3');
    button('Next').click();
    expect(counter()).toBe('1 / 3');
    root.querySelector('dialog')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(counter()).toBe('2 / 3');
    button('Photo 3 of 3').click();
    expect(counter()).toBe('3 / 3');
    button('Close').click();
    expect(root.querySelector('dialog')!.open).toBe(false);
    openGallery(root, 0);
    expect(counter()).toBe('1 / 3');
  });

  it('goes to the next photo on a swipe to the left and back on a swipe to the right, but not on a tap', () => {
    const root = galleryMarkup();
    openGallery(root, 0);
    const stage = root.querySelector('[data-gallery-stage]')!;
    const counter = () => root.querySelector('[data-gallery-counter]')!.textContent;
    const swipe = (from: number, to: number) => {
      stage.dispatchEvent(
        new PointerEvent('pointerdown', { clientX: from, clientY: 100, isPrimary: true, bubbles: true }),
      );
      stage.dispatchEvent(new PointerEvent('pointerup', { clientX: to, clientY: 104, isPrimary: true, bubbles: true }));
    };
    swipe(300, 100);
    expect(counter()).toBe('2 / 3');
    swipe(100, 300);
    expect(counter()).toBe('1 / 3');
    swipe(200, 190);
    expect(counter()).toBe('1 / 3');
  });

  it('gives the focus back to what opened it when it closes', () => {
    const root = galleryMarkup();
    const opener = button('View all 3 photos');
    opener.focus();
    openGallery(root, 0, opener);
    button('Next').focus();
    button('Close').click();
    expect(document.activeElement).toBe(opener);
  });

  it('replaces a broken photo or thumbnail by the placeholder, once', () => {
    const root = galleryMarkup();
    openGallery(root, 0);
    const thumb = root.querySelector<HTMLImageElement>('[data-gallery-thumb] img')!;
    thumb.dispatchEvent(new Event('error'));
    expect(thumb.getAttribute('src')).toBe('/photos/placeholder.webp');
    const photo = root.querySelector<HTMLImageElement>('[data-gallery-photo]')!;
    photo.dispatchEvent(new Event('error'));
    expect(photo.getAttribute('src')).toBe('/photos/placeholder.webp');
    expect(photo.hasAttribute('srcset')).toBe(false);
    expect(root.querySelector('[data-gallery-webp]')).toBeNull();
  });
});
