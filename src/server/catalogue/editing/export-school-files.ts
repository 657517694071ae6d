import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../db/database.ts';
import { listSchoolSources } from '../queries/list-school-sources.ts';

export interface ExportResult {
  /** The files written, from the folder (schools/<slug>.json). */
  written: string[];
  /** Schools seeded before their files were kept (`npm run seed` fills them in). */
  withoutFile: string[];
}

/**
 * Writes every published school as a content file, `<folder>/schools/<slug>.json`, exactly as
 * stored: a school as seeded gives back the bytes it was seeded from, one edited in the office the
 * repository's form (JSON.stringify with two spaces). Other files in the folder are left alone.
 */
export async function exportSchoolFiles(db: Database, folder: string): Promise<ExportResult> {
  const rows = await listSchoolSources(db);
  mkdirSync(join(folder, 'schools'), { recursive: true });
  const written: string[] = [];
  const withoutFile: string[] = [];
  for (const row of rows) {
    if (row.source === null) {
      withoutFile.push(row.slug);
      continue;
    }
    const file = join('schools', `${row.slug}.json`);
    writeFileSync(join(folder, file), row.source);
    written.push(file);
  }
  return { written, withoutFile };
}
