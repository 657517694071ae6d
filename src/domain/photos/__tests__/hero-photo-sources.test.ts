import { describe, expect, it } from 'vitest';
import { HERO_SIZES, heroPhotoSources } from '../hero-photo-sources.ts';

describe('heroPhotoSources', () => {
  it('offers the 800, 1,200 and 2,400 px files, sized to the page column', () => {
    const sources = heroPhotoSources('/photos/h/abc/schools/x/1.webp');
    expect(sources).toEqual({
      webpSrcset:
        '/photos/h/abc/schools/x/1-800.webp 800w, /photos/h/abc/schools/x/1-1200.webp 1200w, /photos/h/abc/schools/x/1.webp 2400w',
      jpgSrcset: '/photos/h/abc/schools/x/1-1200.jpg 1200w, /photos/h/abc/schools/x/1.jpg 2400w',
      jpgSrc: '/photos/h/abc/schools/x/1-1200.jpg',
      sizes: HERO_SIZES,
    });
    expect(HERO_SIZES).toBe('(min-width: 72rem) 70rem, calc(100vw - 2rem)');
  });
});
