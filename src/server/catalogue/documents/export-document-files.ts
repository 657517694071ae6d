import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from '../../db/database.ts';
import { listDocumentSources } from '../queries/list-document-sources.ts';
import { formatDocumentSource } from '../queries/write-catalogue-document.ts';

/**
 * Writes every site-wide document as its content file (company.json, places.json, rates.json, holidays/<country>.json,
 * visa/<country>.json, seo/<culture>.json): as seeded or imported, the bytes it came from; as saved
 * in the office, the repository's form. Returns the files written, from the folder.
 */
export async function exportDocumentFiles(db: Database, folder: string): Promise<string[]> {
  const written: string[] = [];
  for (const row of await listDocumentSources(db)) {
    const file = `${row.key}.json`;
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), row.source ?? formatDocumentSource(row.doc));
    written.push(file);
  }
  return written;
}
