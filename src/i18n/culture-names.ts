import type { Culture } from '../domain/culture.ts';

/** Each culture's name in its own language, for the culture switcher (never translated). */
export const CULTURE_NAMES: Readonly<Record<Culture, string>> = {
  ru: 'Русский',
  en: 'English',
  es: 'Español',
  pt: 'Português',
  de: 'Deutsch',
  fr: 'Français',
  tr: 'Türkçe',
  zh: '中文',
};
