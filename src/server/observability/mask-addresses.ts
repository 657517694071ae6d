import { maskEmail } from '#domain/booking/mask-contact.ts';

// Anything shaped like an address, as SMTP servers quote them in their refusals ("<ana@example.com>: unknown user").
const ADDRESS = /[^\s<>()[\]@,;:"']+@[^\s<>()[\]@,;:"']+/g;

/** A text for the log with every e-mail address in it masked ('a***@example.com'). */
export function maskAddresses(text: string): string {
  return text.replace(ADDRESS, (address) => maskEmail(address));
}
