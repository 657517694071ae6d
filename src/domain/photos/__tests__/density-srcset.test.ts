import { describe, expect, it } from 'vitest';
import { densitySrcset, withoutExtension } from '../density-srcset.ts';

describe('densitySrcset', () => {
  it('lists the 1x, 2x and 3x files the photo script writes', () => {
    expect(densitySrcset('/photos/schools/x/1-thumb', 'webp')).toBe(
      '/photos/schools/x/1-thumb.webp 1x, /photos/schools/x/1-thumb@2x.webp 2x, /photos/schools/x/1-thumb@3x.webp 3x',
    );
    expect(densitySrcset('/photos/avatar', 'jpg')).toBe(
      '/photos/avatar.jpg 1x, /photos/avatar@2x.jpg 2x, /photos/avatar@3x.jpg 3x',
    );
    expect(withoutExtension('/photos/housing/a-1-1.webp')).toBe('/photos/housing/a-1-1');
  });
});
