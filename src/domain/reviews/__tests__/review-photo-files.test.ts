import { describe, expect, it } from 'vitest';
import { reviewPhotoFiles } from '../review-photo-files.ts';

const ID = 'AbCdEfGhIjKlMnOpQrSt_-';

describe('the files of a review photo', () => {
  it('gives a stored thumbnail its three densities in both formats and the large size', () => {
    const files = reviewPhotoFiles(`/api/review-photos/${ID}/thumb-1x.webp`);
    expect(files.webpSrcset).toBe(
      `/api/review-photos/${ID}/thumb-1x.webp 1x, /api/review-photos/${ID}/thumb-2x.webp 2x, /api/review-photos/${ID}/thumb-3x.webp 3x`,
    );
    expect(files.jpgSrcset).toBe(
      `/api/review-photos/${ID}/thumb-1x.jpg 1x, /api/review-photos/${ID}/thumb-2x.jpg 2x, /api/review-photos/${ID}/thumb-3x.jpg 3x`,
    );
    expect(files.src).toBe(`/api/review-photos/${ID}/thumb-1x.jpg`);
    expect(files.large).toEqual({
      webp: `/api/review-photos/${ID}/large.webp`,
      jpg: `/api/review-photos/${ID}/large.jpg`,
    });
  });

  it('gives an author photo its avatar densities and no large size', () => {
    const files = reviewPhotoFiles(`/api/review-photos/${ID}/avatar-1x.webp`);
    expect(files.webpSrcset).toContain(`/api/review-photos/${ID}/avatar-3x.webp 3x`);
    expect(files.src).toBe(`/api/review-photos/${ID}/avatar-1x.jpg`);
    expect(files.large).toBeNull();
  });

  it('uses any other address as it is', () => {
    expect(reviewPhotoFiles('/photos/reviews/anna.jpg')).toEqual({
      webpSrcset: '',
      jpgSrcset: '',
      src: '/photos/reviews/anna.jpg',
      large: null,
    });
    // Not one of ours: an id of the wrong length is not expanded into addresses that do not exist.
    expect(reviewPhotoFiles('/api/review-photos/short/thumb-1x.webp').large).toBeNull();
  });
});
