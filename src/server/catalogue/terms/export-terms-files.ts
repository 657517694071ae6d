import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../db/database.ts';
import { databaseTermsSource } from './database-terms-source.ts';
import { contentTermsNames } from './terms-files.ts';
import { writeUploadedTerms } from './write-terms-files.ts';

/**
 * Writes every terms file a school may name into <folder>/terms/: the content folder's, then the
 * ones uploaded in the office over them. Returns the names written.
 */
export async function exportTermsFiles(db: Database, contentDir: string, folder: string): Promise<string[]> {
  const dir = join(folder, 'terms');
  mkdirSync(dir, { recursive: true });
  const names = new Set<string>();
  for (const name of contentTermsNames(contentDir)) {
    copyFileSync(join(contentDir, 'terms', name), join(dir, name));
    names.add(name);
  }
  for (const name of await writeUploadedTerms(databaseTermsSource(db), dir)) names.add(name);
  return [...names].sort();
}
