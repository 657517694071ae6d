import { z } from 'zod';
import { CULTURES } from '../culture.ts';
import { TRANSLATED_CULTURES, type FieldTranslation } from './translation-status.ts';

const cultureSchema = z.enum(TRANSLATED_CULTURES, {
  error: `culture must be one of ${TRANSLATED_CULTURES.join(', ')} (English is edited with the school)`,
});

export const TRANSLATION_FILTERS = ['todo', 'missing', 'englishChanged', 'all'] as const;
export type TranslationFilter = (typeof TRANSLATION_FILTERS)[number];

/** Which of a school's texts to show: a culture, and the states wanted (by default those needing work). */
export const translationQuerySchema = z.object({
  culture: cultureSchema,
  show: z.enum(TRANSLATION_FILTERS, { error: `show must be one of ${TRANSLATION_FILTERS.join(', ')}` }).default('todo'),
});

/** The field a translation is about: its JSON pointer in the school file, and the culture. */
export const translationFieldSchema = z.object({
  field: z
    .string({ error: 'field is required: the JSON pointer of the text, e.g. /courses/0/name' })
    .startsWith('/', { error: 'field must be a JSON pointer, e.g. /courses/0/name' })
    .max(500, { error: 'field must be at most 500 characters' }),
  culture: cultureSchema,
});

/** A culture's text of one field; an empty text removes it (the page shows English). */
export const translationTextSchema = translationFieldSchema.extend({
  text: z
    .string({ error: 'text is required (empty removes the translation)' })
    .max(100_000, { error: 'text must be at most 100,000 characters' }),
});

const seoPart = z
  .string({ error: 'must be text' })
  .max(20_000, { error: 'must be at most 20,000 characters' })
  .optional();

/** One SEO page's texts in one culture (English too); a part left out stays as it is, an empty one is removed. */
export const seoPageSchema = z.object({
  page: z
    .string({ error: 'page is required: the JSON pointer of the page, e.g. /overrides/english~1malta' })
    .startsWith('/', { error: 'page must be a JSON pointer, e.g. /overrides/english~1malta' })
    .max(500, { error: 'page must be at most 500 characters' }),
  culture: z.enum(CULTURES, { error: `culture must be one of ${CULTURES.join(', ')}` }),
  title: seoPart,
  header: seoPart,
  text: seoPart,
});

/** Whether a field is one the filter shows. */
export function matchesTranslationFilter(field: Pick<FieldTranslation, 'state'>, filter: TranslationFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'todo') return field.state !== 'current';
  return field.state === filter;
}
