import { describe, expect, it } from 'vitest';
import {
  matchesTranslationFilter,
  seoPageSchema,
  translationQuerySchema,
  translationTextSchema,
} from '../translation-request.ts';

describe('the translation requests', () => {
  it('shows by default what needs work: missing texts and texts whose English changed since', () => {
    expect(translationQuerySchema.parse({ culture: 'de' })).toEqual({ culture: 'de', show: 'todo' });
    const shown = (filter: 'todo' | 'missing' | 'englishChanged' | 'all') =>
      (['missing', 'englishChanged', 'current'] as const).filter((state) =>
        matchesTranslationFilter({ state }, filter),
      );
    expect(shown('todo')).toEqual(['missing', 'englishChanged']);
    expect(shown('missing')).toEqual(['missing']);
    expect(shown('englishChanged')).toEqual(['englishChanged']);
    expect(shown('all')).toEqual(['missing', 'englishChanged', 'current']);
  });

  it('names the wrong field: English is not a translation of a school text, but is an SEO text', () => {
    const english = translationTextSchema.safeParse({ field: '/courses/0/name', culture: 'en', text: 'x' });
    expect(english.success ? null : english.error.issues[0]!.path).toEqual(['culture']);
    const pointer = translationTextSchema.safeParse({ field: 'courses.0.name', culture: 'de', text: 'x' });
    expect(pointer.success ? null : pointer.error.issues[0]!.path).toEqual(['field']);
    expect(seoPageSchema.safeParse({ page: '/home', culture: 'en', text: 'Welcome' }).success).toBe(true);
  });
});
