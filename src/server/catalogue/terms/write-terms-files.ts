import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TERMS_NAME } from './terms-files.ts';

/** Where the terms files uploaded in the office are read from: the database, or the catalogue API. */
export interface UploadedTermsSource {
  names(): Promise<string[]>;
  read(name: string): Promise<Uint8Array>;
}

/**
 * Writes the terms files uploaded in the office into a folder (the build's files/terms/, an
 * export's terms/), over a content folder's file of the same name, which they replace. Returns
 * the names written.
 */
export async function writeUploadedTerms(source: UploadedTermsSource, folder: string): Promise<string[]> {
  const names = (await source.names()).filter((name) => TERMS_NAME.test(name));
  mkdirSync(folder, { recursive: true });
  for (const name of names) writeFileSync(join(folder, name), await source.read(name));
  return names;
}
