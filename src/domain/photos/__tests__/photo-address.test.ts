import { describe, expect, it } from 'vitest';
import { densitySrcset, withoutExtension } from '../density-srcset.ts';
import { housingPhotoUrls } from '../housing-photo-urls.ts';
import { photoAddressFrom, plainPhotoAddress } from '../photo-address.ts';
import { photoVariants } from '../photo-variants.ts';

const address = photoAddressFrom({
  '/photos/schools/x/1': '0123456789abcdef',
  '/photos/housing/x-7-1': 'fedcba9876543210',
});

describe('photoAddressFrom', () => {
  it("moves a photo file or base under its hash's folder", () => {
    expect(address('/photos/schools/x/1.webp')).toBe('/photos/h/0123456789abcdef/schools/x/1.webp');
    expect(address('/photos/schools/x/1.jpg')).toBe('/photos/h/0123456789abcdef/schools/x/1.jpg');
    expect(address('/photos/housing/x-7-1')).toBe('/photos/h/fedcba9876543210/housing/x-7-1');
  });

  it('keeps the address of a photo without a hash, and of anything outside /photos/', () => {
    expect(address('/photos/schools/x/2.webp')).toBe('/photos/schools/x/2.webp');
    expect(address('/photos/placeholder.webp')).toBe('/photos/placeholder.webp');
    expect(photoAddressFrom({ constructor: 'abcdef0123' })('constructor')).toBe('constructor');
    expect(plainPhotoAddress('/photos/schools/x/1.webp')).toBe('/photos/schools/x/1.webp');
  });

  it("gives every size the pages derive from a hashed base the same hash's folder", () => {
    const hashed = address('/photos/schools/x/1.webp');
    expect(
      Object.values(photoVariants(hashed)).every((file) => file.startsWith('/photos/h/0123456789abcdef/schools/x/1')),
    ).toBe(true);
    expect(densitySrcset(`${withoutExtension(hashed)}-thumb`, 'jpg')).toBe(
      '/photos/h/0123456789abcdef/schools/x/1-thumb.jpg 1x, /photos/h/0123456789abcdef/schools/x/1-thumb@2x.jpg 2x, /photos/h/0123456789abcdef/schools/x/1-thumb@3x.jpg 3x',
    );
  });

  it('gives a photo that reuses another one the hashed address of that one, every size', () => {
    const reusing = photoAddressFrom({
      '/photos/schools/copy/2': '0123456789abcdef/schools/x/2',
      '/photos/housing/copy-7-1': 'fedcba9876543210/housing/x-7-1',
    });
    expect(reusing('/photos/schools/copy/2.webp')).toBe('/photos/h/0123456789abcdef/schools/x/2.webp');
    expect(photoVariants(reusing('/photos/schools/copy/2')).webp1200).toBe(
      '/photos/h/0123456789abcdef/schools/x/2-1200.webp',
    );
    const [photo] = housingPhotoUrls('copy', { id: 7, type: 'residence', photos: 1 }, reusing);
    expect(photo!.mobile.jpeg.x3).toBe('/photos/h/fedcba9876543210/housing/x-7-1-300@3x.jpg');
  });

  it("hands the API's housing photos out at their hashed addresses, every size", () => {
    const [photo] = housingPhotoUrls('x', { id: 7, type: 'residence', photos: 1 }, address);
    expect(photo!.desktop.webp.x2).toBe('/photos/h/fedcba9876543210/housing/x-7-1@2x.webp');
    expect(photo!.mobile.jpeg.x3).toBe('/photos/h/fedcba9876543210/housing/x-7-1-300@3x.jpg');
  });
});
