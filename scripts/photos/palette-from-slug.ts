import { hashString } from './hash-string.ts';

/** The colours of one school's pictures; every scene draws from the same set so a gallery looks related. */
export type Palette = {
  hue: number;
  skyTop: string;
  skyBottom: string;
  wall: string;
  wallShade: string;
  accent: string;
  accentDark: string;
  /** The accent toned down for large surfaces (cupboards, upholstery). */
  accentSoft: string;
  secondary: string;
  highlight: string;
  wood: string;
  woodDark: string;
  floor: string;
  trim: string;
  foliage: string;
  foliageDark: string;
  /** Soft colours for books, cushions and bedding. */
  soft: readonly string[];
};

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)}, ${saturation}%, ${lightness}%)`;

// Brand hues that look good at mid lightness; olive and yellow-green (55-135) turn muddy and are left out.
const BRAND_HUES = [4, 16, 28, 40, 145, 160, 175, 190, 204, 218, 232, 248, 264, 282, 300, 318, 334, 348] as const;

/** Derives a harmonious palette from a school slug: one brand hue, its complement and warm neutrals. */
export function paletteFromSlug(slug: string): Palette {
  const hash = hashString(slug);
  const hue = (BRAND_HUES[hash % BRAND_HUES.length] as number) + (((hash >>> 24) % 9) - 4);
  const complement = hue + 150 + ((hash >>> 9) % 60);
  const warmth = 25 + ((hash >>> 17) % 20);
  return {
    hue,
    skyTop: hsl(205 + ((hash >>> 3) % 20), 65, 62),
    skyBottom: hsl(195 + ((hash >>> 5) % 15), 70, 88),
    wall: hsl(hue + 30, 28, 86),
    wallShade: hsl(hue + 30, 22, 74),
    accent: hsl(hue, 58, 50),
    accentDark: hsl(hue, 55, 32),
    accentSoft: hsl(hue, 36, 62),
    secondary: hsl(complement, 50, 58),
    highlight: hsl(hue + 60, 80, 64),
    wood: hsl(warmth, 42, 56),
    woodDark: hsl(warmth, 40, 36),
    floor: hsl(warmth + 5, 30, 66),
    trim: hsl(hue + 30, 20, 96),
    foliage: hsl(105 + ((hash >>> 11) % 30), 40, 42),
    foliageDark: hsl(115 + ((hash >>> 11) % 30), 42, 28),
    soft: [
      hsl(hue, 45, 70),
      hsl(complement, 40, 68),
      hsl(hue + 60, 55, 72),
      hsl(hue - 40, 35, 62),
      hsl(complement + 40, 35, 78),
      hsl(warmth, 50, 70),
    ],
  };
}
