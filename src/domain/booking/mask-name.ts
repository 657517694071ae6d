/**
 * A name as a page may show it to whoever has its link: the first word and the initials of the
 * others, 'Ana Lima Souza' → 'Ana L. S.', enough for the visitor to recognise their booking.
 */
export function maskName(name: string): string {
  const [first, ...others] = name.trim().split(/\s+/).filter(Boolean);
  if (first === undefined) return '';
  return [first, ...others.map((word) => `${Array.from(word)[0]}.`)].join(' ');
}
