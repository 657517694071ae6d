import { describe, expect, it } from 'vitest';
import { photoHeight, photoVariants, schoolPhotoPath } from '../photo-variants.ts';

describe('photoVariants', () => {
  it('names the files the photo script writes, whatever extension the path has', () => {
    const expected = {
      webp: '/photos/schools/x/1.webp',
      jpg: '/photos/schools/x/1.jpg',
      webp1200: '/photos/schools/x/1-1200.webp',
      jpg1200: '/photos/schools/x/1-1200.jpg',
      webp800: '/photos/schools/x/1-800.webp',
    };
    expect(photoVariants('/photos/schools/x/1.webp')).toEqual(expected);
    expect(photoVariants('/photos/schools/x/1.jpg')).toEqual(expected);
    expect(photoVariants(schoolPhotoPath('x', 1))).toEqual(expected);
  });

  it('keeps the 2400×704 ratio for smaller copies', () => {
    expect(photoHeight(2400)).toBe(704);
    expect(photoHeight(1200)).toBe(352);
    expect(photoHeight(800)).toBe(235);
  });
});
