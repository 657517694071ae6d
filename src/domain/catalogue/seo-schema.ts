import { z } from 'zod';

const template = z.object({ title: z.string().min(1), header: z.string().min(1) });

/**
 * The body text of one page: plain text (no markup; pages escape it), paragraphs separated by a
 * blank line.
 */
export const seoBodyText = z.string().trim().min(1, { error: 'must not be empty (leave the field out instead)' });

/** Title, heading and body text of one page, as the content team writes it for a page path. */
const pageTexts = template.extend({ text: seoBodyText.optional() });

/**
 * SEO texts of one culture. Templates use {language}, {country}, {city} and {school}; an
 * override keyed by the page path after the culture (for example "english/malta") wins and may
 * carry the page's body text; `home` is the home page /{culture}/.
 */
export const seoTextsSchema = z.object({
  language: template,
  country: template,
  city: template,
  school: template,
  search: template,
  overrides: z.record(z.string().regex(/^[a-z0-9_/]+$/), pageTexts).default({}),
  home: pageTexts.optional(),
});

export type SeoTexts = z.infer<typeof seoTextsSchema>;
export type SeoPageTexts = z.infer<typeof pageTexts>;
