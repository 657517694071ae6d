import { describe, expect, it } from 'vitest';
import { housingPhotoKind } from '../housing-photo-kind.ts';
import { housingPhotoUrls } from '../housing-photo-urls.ts';

describe('housing photos', () => {
  it('shows the room first and the neighbourhood last, starting again past the end of the list', () => {
    expect([1, 2, 3, 4, 5, 6].map((k) => housingPhotoKind('homestay', k))).toEqual([
      'bedroom',
      'kitchen',
      'building',
      'livingRoom',
      'bathroom',
      'neighbourhood',
    ]);
    expect(housingPhotoKind('hotel', 6)).toBe('doubleBedroom');
    expect(housingPhotoKind('castle', 1)).toBe('bedroom');
  });

  it('names the 1x, 2x and 3x files of both sizes in WebP and JPEG, as the photo script writes them', () => {
    const photos = housingPhotoUrls('harbour', { id: 2, type: 'residence', photos: 4 });
    expect(photos).toHaveLength(4);
    expect(photos[1]).toEqual({
      n: 2,
      kind: 'kitchen',
      desktop: {
        width: 160,
        height: 110,
        webp: {
          x1: '/photos/housing/harbour-2-2.webp',
          x2: '/photos/housing/harbour-2-2@2x.webp',
          x3: '/photos/housing/harbour-2-2@3x.webp',
        },
        jpeg: {
          x1: '/photos/housing/harbour-2-2.jpg',
          x2: '/photos/housing/harbour-2-2@2x.jpg',
          x3: '/photos/housing/harbour-2-2@3x.jpg',
        },
      },
      mobile: {
        width: 300,
        height: 300,
        webp: {
          x1: '/photos/housing/harbour-2-2-300.webp',
          x2: '/photos/housing/harbour-2-2-300@2x.webp',
          x3: '/photos/housing/harbour-2-2-300@3x.webp',
        },
        jpeg: {
          x1: '/photos/housing/harbour-2-2-300.jpg',
          x2: '/photos/housing/harbour-2-2-300@2x.jpg',
          x3: '/photos/housing/harbour-2-2-300@3x.jpg',
        },
      },
    });
  });
});
