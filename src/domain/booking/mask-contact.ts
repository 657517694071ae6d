const HIDDEN = '***';

/**
 * An e-mail address as a page may show it to whoever has its link: the first character of the
 * local part and the whole domain, 'ana.lima@example.com' → 'a***@example.com'. The hidden part is
 * always three stars, so the length of the address does not show either.
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  const local = at < 0 ? trimmed : trimmed.slice(0, at);
  const domain = at < 0 ? '' : trimmed.slice(at + 1);
  // Array.from: the first character, not half of a surrogate pair.
  const first = Array.from(local)[0] ?? '';
  if (domain === '') return first === '' ? HIDDEN : `${first}${HIDDEN}`;
  return `${first}${HIDDEN}@${domain}`;
}

/**
 * A name as a page may show it to whoever has its link: the first word and the initials of the
 * others, 'Ana Lima Souza' → 'Ana L. S.', enough for the visitor to recognise their booking.
 */
export function maskName(name: string): string {
  const [first, ...others] = name.trim().split(/\s+/).filter(Boolean);
  if (first === undefined) return '';
  return [first, ...others.map((word) => `${Array.from(word)[0]}.`)].join(' ');
}
