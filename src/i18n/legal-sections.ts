import type { LegalPage } from '../domain/routes/site-url.ts';
import type { TranslationKey } from './translation-key.ts';

/**
 * The sections of the privacy policy and the terms of use, in order. Their words are in the
 * dictionaries (legal.{page}.{section}.title and .text), so check:i18n holds every culture to
 * the whole text, and a new section is one id here plus its words in eight dictionaries.
 */
export const LEGAL_SECTIONS: Readonly<Record<LegalPage, readonly string[]>> = {
  privacy: ['who', 'data', 'why', 'sharing', 'mail', 'cookies', 'keeping', 'rights', 'changes'],
  terms: ['service', 'booking', 'payment', 'cancellation', 'reviews', 'liability', 'contact'],
};

/** The day the legal texts last changed in substance, shown at their top (YYYY-MM-DD). */
export const LEGAL_TEXTS_UPDATED = '2026-11-24';

/** The key of one legal text: the page's title or intro, or a section's title or text (listed in DYNAMIC_KEYS through legalTextKeys). */
export const legalKey = (
  page: LegalPage,
  ...parts: [part: 'title' | 'intro'] | [section: string, part: 'title' | 'text']
): TranslationKey => ['legal', page, ...parts].join('.') as TranslationKey;

/** Every dictionary key of one legal page: its title, its introduction and each section's title and text. */
export function legalTextKeys(page: LegalPage): TranslationKey[] {
  return [
    legalKey(page, 'title'),
    legalKey(page, 'intro'),
    ...LEGAL_SECTIONS[page].flatMap((section) => [legalKey(page, section, 'title'), legalKey(page, section, 'text')]),
  ];
}
