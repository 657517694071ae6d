import { describe, expect, it } from 'vitest';
import { seoTextsSchema } from '../seo-schema.ts';

const base = {
  language: { title: 't', header: 'h' },
  country: { title: 't', header: 'h' },
  city: { title: 't', header: 'h' },
  school: { title: 't', header: 'h' },
  search: { title: 't', header: 'h' },
};

describe('seoTextsSchema', () => {
  it('takes a body text per page path and a home entry, in the shape the writers deliver', () => {
    const parsed = seoTextsSchema.parse({
      ...base,
      overrides: { 'english/malta/sliema': { title: 'T', header: 'H', text: 'One.\n\nTwo.' } },
      home: { title: 'Home', header: 'Welcome', text: 'Hello.' },
    });
    expect(parsed.overrides['english/malta/sliema']?.text).toBe('One.\n\nTwo.');
    expect(parsed.home).toEqual({ title: 'Home', header: 'Welcome', text: 'Hello.' });
  });

  it('keeps text and home optional', () => {
    expect(seoTextsSchema.parse({ ...base, overrides: { english: { title: 'T', header: 'H' } } }).home).toBeUndefined();
  });

  it('refuses an empty body text', () => {
    expect(
      seoTextsSchema.safeParse({ ...base, overrides: { english: { title: 'T', header: 'H', text: '  ' } } }).success,
    ).toBe(false);
  });
});
