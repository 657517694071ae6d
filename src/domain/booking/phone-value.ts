import { maskCapacity } from './apply-phone-mask.ts';
import { findPhonePrefix, OTHER_PHONE_PREFIX } from './phone-prefixes.ts';

export type PhoneProblem = 'required' | 'unknownPrefix' | 'tooShort' | 'tooLong';

/**
 * The phone number the booking stores (spec section 9: prefix plus digits, '+79161234567'), or
 * why the typed number cannot be one. Separators the mask added are ignored; 'other' takes its
 * country code from the number itself.
 */
export function phoneValue(
  prefixId: string,
  typed: string,
): { ok: true; phone: string } | { ok: false; problem: PhoneProblem } {
  const prefix = findPhonePrefix(prefixId);
  if (!prefix) return { ok: false, problem: 'unknownPrefix' };
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 0) return { ok: false, problem: 'required' };
  if (digits.length < prefix.minDigits) return { ok: false, problem: 'tooShort' };
  if (digits.length > maskCapacity(prefix.mask)) return { ok: false, problem: 'tooLong' };
  return { ok: true, phone: prefix.id === OTHER_PHONE_PREFIX ? `+${digits}` : `${prefix.id}${digits}` };
}
