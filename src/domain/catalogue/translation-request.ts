import { z } from 'zod';
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

/** Whether a field is one the filter shows. */
export function matchesTranslationFilter(field: Pick<FieldTranslation, 'state'>, filter: TranslationFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'todo') return field.state !== 'current';
  return field.state === filter;
}
