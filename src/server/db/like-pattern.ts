// LIKE's own wildcards (% and _) and its escape (\) in what someone typed mean themselves.
const literal = (piece: string) => piece.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern matching text that contains `piece`, its own % _ and \ taken literally. */
export function containsPattern(piece: string): string {
  return `%${literal(piece)}%`;
}

/** A LIKE pattern matching text that starts with `piece` (an index with text_pattern_ops can serve it). */
export function prefixPattern(piece: string): string {
  return `${literal(piece)}%`;
}
