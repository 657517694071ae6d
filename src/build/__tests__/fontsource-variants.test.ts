import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontsourceVariants } from '../fontsource-variants.ts';

describe('fontsourceVariants', () => {
  it("reads the installed package's files and unicode ranges for the subsets asked, in that order", () => {
    const [latin, latinExt, cyrillic] = fontsourceVariants('@fontsource-variable/inter', [
      'latin',
      'latin-ext',
      'cyrillic',
    ]);
    expect(latin!.src[0]).toMatch(/\/files\/inter-latin-wght-normal\.woff2$/);
    expect(latinExt!.src[0]).toMatch(/\/files\/inter-latin-ext-wght-normal\.woff2$/);
    expect(cyrillic!.src[0]).toMatch(/\/files\/inter-cyrillic-wght-normal\.woff2$/);
    for (const face of [latin!, latinExt!, cyrillic!]) {
      expect(existsSync(face.src[0]), face.src[0]).toBe(true);
      expect(face.weight).toBe('100 900');
    }
    expect(latin!.unicodeRange[0]).toBe('U+0000-00FF');
    // Turkish ğ (U+011F) and ş (U+015F) are in latin-ext; Russian letters in cyrillic.
    expect(latinExt!.unicodeRange).toContain('U+0100-02BA');
    expect(cyrillic!.unicodeRange).toContain('U+0400-045F');
  });

  it('names the subsets the package has when asked for one it has not', () => {
    expect(() => fontsourceVariants('@fontsource-variable/inter', ['klingon'])).toThrow(
      /no variable upright face for the subset 'klingon' \(it has: .*latin-ext.*\)/,
    );
  });
});
