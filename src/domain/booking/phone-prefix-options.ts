import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';
import { OTHER_PHONE_PREFIX, PHONE_PREFIXES } from './phone-prefixes.ts';

/** One entry of the phone-code picker as the visitor reads it. */
export interface PhonePrefixOption {
  /** The prefix id the form posts. */
  value: string;
  /** 'Spain (+34)', 'Россия (+7)'. */
  label: string;
}

/**
 * The phone-code picker's entries: the country names in the visitor's language with the code
 * beside them, sorted as that language sorts, so a native select finds 'Sp…' as the visitor
 * types it; 'other' (labelled by the caller) comes last.
 */
export function phonePrefixOptions(culture: Culture, otherLabel: string): PhonePrefixOption[] {
  const names = new Intl.DisplayNames([intlLocale(culture)], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(intlLocale(culture));
  const countries = PHONE_PREFIXES.filter((prefix) => prefix.id !== OTHER_PHONE_PREFIX).map((prefix) => ({
    value: prefix.id,
    label: `${prefix.countries
      .map((country) => names.of(country) ?? country)
      .sort(collator.compare)
      .join(', ')} (${prefix.shown})`,
  }));
  countries.sort((a, b) => collator.compare(a.label, b.label));
  return [...countries, { value: OTHER_PHONE_PREFIX, label: otherLabel }];
}
