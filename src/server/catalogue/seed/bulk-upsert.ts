// How the seed writes many rows at once: in statements PostgreSQL accepts, updating the rows it already has.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The `set` of an upsert that takes the listed columns from the row that was proposed (EXCLUDED). */
export function excludedColumns<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)])) as Record<K, SQL>;
}

/** Splits rows for multi-row inserts: PostgreSQL takes at most 65,535 parameters a statement. */
export function inChunks<T>(rows: readonly T[], size = 500): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}
