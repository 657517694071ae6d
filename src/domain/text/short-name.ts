/**
 * A name short enough for a greeting: spaces collapsed, and at most `max` characters, cut at a
 * word where one ends near enough, with an ellipsis. Whoever typed the name wrote all of it; a
 * mail to someone else carries only what a name needs.
 */
export function shortName(name: string, max = 40): string {
  const plain = name.replace(/\s+/g, ' ').trim();
  const letters = [...plain];
  if (letters.length <= max) return plain;
  const cut = letters.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space >= max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
