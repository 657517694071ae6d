/** A LIKE pattern matching text that contains `piece`, its own % _ and \ taken literally. */
export function containsPattern(piece: string): string {
  return `%${piece.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
