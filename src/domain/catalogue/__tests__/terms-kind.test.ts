import { describe, expect, it } from 'vitest';
import { termsKind } from '../terms-kind.ts';

describe('termsKind (spec section 9)', () => {
  it('links doc and docx, shows images, embeds the rest', () => {
    expect(['a.doc', 'b.DOCX', '/files/terms/c.docx?v=2'].map(termsKind)).toEqual(['link', 'link', 'link']);
    expect(['a.png', 'b.jpg', 'c.jpeg', 'd.tif'].map(termsKind)).toEqual(['image', 'image', 'image', 'image']);
    expect(['a.pdf', 'b', 'https://blob.example/files/terms/c.pdf'].map(termsKind)).toEqual([
      'embed',
      'embed',
      'embed',
    ]);
  });
});
