import type { Culture } from '../domain/culture.ts';
import { CULTURE_ONLY_CONTENT } from '../domain/culture-content.ts';

// Keys (or key prefixes ending in '.') that only some cultures show; the others need not translate them.
const KEY_PREFIXES: readonly (readonly [string, readonly Culture[]])[] = [
  ['faq.', CULTURE_ONLY_CONTENT.faq],
  ['benefits.freeDocumentCheck.', CULTURE_ONLY_CONTENT.freeDocumentCheck],
  ['booking.visaRefund', CULTURE_ONLY_CONTENT.visaRefundNotice],
  ['feature.returnDeposit', CULTURE_ONLY_CONTENT.visaRefundNotice],
  ['feature.fewRussianSpeakers', CULTURE_ONLY_CONTENT.fewRussianSpeakers],
  ['visa.', CULTURE_ONLY_CONTENT.visaHelp],
];

/** Whether a culture needs a translation for a key (English, the source, needs every key). */
export function isKeyNeededIn(key: string, culture: Culture): boolean {
  if (culture === 'en') return true;
  const rule = KEY_PREFIXES.find(([prefix]) => key === prefix || key.startsWith(prefix));
  return rule === undefined || rule[1].includes(culture);
}
