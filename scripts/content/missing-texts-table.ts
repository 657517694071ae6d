import { CULTURES } from '#domain/culture.ts';
import type { MissingText } from '#domain/catalogue/find-missing-texts.ts';

/** One line per culture: how many texts it lacks. */
export function missingTextsSummary(missing: readonly MissingText[]): string {
  const counts = CULTURES.map((culture) => `${culture} ${missing.filter((text) => text.culture === culture).length}`);
  return `${missing.length} texts missing (${counts.join(', ')})`;
}

/**
 * What each culture lacks, one row per culture and file with the JSON pointers of the fields
 * (a culture's text goes under the pointer, keyed by the culture), then a count per culture.
 */
export function missingTextsTable(missing: readonly MissingText[]): string {
  const rows = new Map<string, { culture: string; file: string; pointers: string[] }>();
  for (const text of missing) {
    const key = `${text.culture} ${text.file}`;
    const row = rows.get(key) ?? { culture: text.culture, file: text.file, pointers: [] };
    row.pointers.push(text.pointer);
    rows.set(key, row);
  }
  const ordered = [...rows.values()].sort((a, b) => CULTURES.indexOf(a.culture as never) - CULTURES.indexOf(b.culture as never) || a.file.localeCompare(b.file));
  const width = Math.max(4, ...ordered.map((row) => row.file.length));
  const lines = [`culture  ${'file'.padEnd(width)}  count  fields`];
  for (const row of ordered) lines.push(`${row.culture.padEnd(7)}  ${row.file.padEnd(width)}  ${String(row.pointers.length).padStart(5)}  ${row.pointers.join(' ')}`);
  lines.push('', missing.length === 0 ? 'Every culture has every text.' : missingTextsSummary(missing));
  return lines.join('\n');
}
