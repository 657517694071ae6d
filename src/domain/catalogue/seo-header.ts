import type { SeoHeader } from './api-types.ts';
import type { SeoTexts } from './seo-schema.ts';

export interface SeoHeaderParams {
  /** URL slugs of the page; country and city are optional. */
  language: string;
  country?: string;
  city?: string;
  /** The searched school name; search pages by name use the `search` template. */
  name?: string;
  /** Display names put into the placeholders. */
  names: { language: string; country?: string; city?: string; school?: string };
}

const fill = (template: string, values: Record<string, string | undefined>) =>
  template.replace(/\{(language|country|city|school)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * Title and heading of a search page: an override for the exact path wins, else the template for
 * the most specific level (search by name, city, country, language) with the names filled in.
 */
export function seoHeader(texts: SeoTexts, params: SeoHeaderParams): SeoHeader {
  const path = [params.language, params.country, params.city].filter(Boolean).join('/');
  const values = { ...params.names, school: params.names.school ?? params.name };
  const override = params.name === undefined ? texts.overrides[path] : undefined;
  const template =
    override ??
    (params.name !== undefined
      ? texts.search
      : params.city
        ? texts.city
        : params.country
          ? texts.country
          : texts.language);
  const text = override?.text;
  return {
    title: fill(template.title, values),
    header: fill(template.header, values),
    ...(text === undefined ? {} : { text }),
  };
}
