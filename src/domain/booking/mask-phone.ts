import { PHONE_PREFIXES } from './phone-prefixes.ts';

const GROUP = '•••';
// The picker's country codes; +76 and +77 are Kazakh +7 numbers offered apart, so +7 is their code.
const COUNTRY_CODES = PHONE_PREFIXES.map((prefix) => prefix.id)
  .filter((id) => id.startsWith('+'))
  .filter((id, _, ids) => !ids.some((other) => other !== id && id.startsWith(other)))
  .sort((a, b) => b.length - a.length);
// Fewer national digits than this and even the last two would say too much.
const MIN_DIGITS_TO_SHOW_END = 6;

/**
 * A phone number as a page may show it to whoever has its link: the country code and the last
 * two digits, '+441234567821' → '+44 ••• ••• 21'. The hidden middle is always two groups, so the
 * length does not show; a country code the picker does not know is hidden too ('+•• ••• ••• 21').
 */
export function maskPhone(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, '');
  const international = compact.startsWith('+');
  const digits = compact.replace(/\D/g, '');
  if (digits === '') return GROUP;
  const code = international ? COUNTRY_CODES.find((candidate) => `+${digits}`.startsWith(candidate)) : undefined;
  const national = code ? digits.slice(code.length - 1) : digits;
  const end = national.length >= MIN_DIGITS_TO_SHOW_END ? [national.slice(-2)] : [];
  const start = international ? [code ?? '+••'] : [];
  return [...start, GROUP, GROUP, ...end].join(' ');
}
