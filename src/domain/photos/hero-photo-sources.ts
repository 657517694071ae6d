import { photoVariants } from './photo-variants.ts';

/** What the school page's hero picture and its preload link both say, so the browser fetches one file for both. */
export interface HeroPhotoSources {
  webpSrcset: string;
  jpgSrcset: string;
  /** The fallback for browsers without srcset (and the JSON-LD photo). */
  jpgSrc: string;
  sizes: string;
}

/**
 * The layout's width of the hero: the page column (.wrap: at most 72rem with 1rem of padding a
 * side), so 70rem on a wide screen and the viewport less 2rem on a phone. A 390 px phone at 2x
 * needs 716 px and takes the 800 px file; at 3x, 1,074 px, the 1,200 px one; never the 2,400 px.
 */
export const HERO_SIZES = '(min-width: 72rem) 70rem, calc(100vw - 2rem)';

export function heroPhotoSources(mainPhotoUrl: string): HeroPhotoSources {
  const photo = photoVariants(mainPhotoUrl);
  return {
    webpSrcset: `${photo.webp800} 800w, ${photo.webp1200} 1200w, ${photo.webp} 2400w`,
    jpgSrcset: `${photo.jpg1200} 1200w, ${photo.jpg} 2400w`,
    jpgSrc: photo.jpg1200,
    sizes: HERO_SIZES,
  };
}
