/** Splits rows for multi-row inserts: PostgreSQL takes at most 65,535 parameters a statement. */
export function inChunks<T>(rows: readonly T[], size = 500): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}
