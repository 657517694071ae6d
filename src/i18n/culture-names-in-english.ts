import type { Culture } from '../domain/culture.ts';

/** Each culture's name in English, for the office (which is English only). */
export const CULTURE_NAMES_IN_ENGLISH: Readonly<Record<Culture, string>> = {
  ru: 'Russian',
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  de: 'German',
  fr: 'French',
  tr: 'Turkish',
  zh: 'Chinese',
};
