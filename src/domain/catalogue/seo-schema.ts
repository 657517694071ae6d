import { z } from 'zod';

const template = z.object({ title: z.string().min(1), header: z.string().min(1) });

/**
 * SEO texts of one culture. Templates use {language}, {country}, {city} and {school}; an
 * override keyed by the page path after the culture (for example "english/malta") wins.
 */
export const seoTextsSchema = z.object({
  language: template,
  country: template,
  city: template,
  school: template,
  search: template,
  overrides: z.record(z.string().regex(/^[a-z0-9_/]+$/), template).default({}),
});

export type SeoTexts = z.infer<typeof seoTextsSchema>;
