import type { Database } from '../../db/database.ts';
import { findTermsFile } from '../queries/find-terms-file.ts';
import { listTermsFiles } from '../queries/list-terms-files.ts';
import type { UploadedTermsSource } from './write-terms-files.ts';

/** The uploaded terms files as a database holds them. */
export function databaseTermsSource(db: Database): UploadedTermsSource {
  return {
    names: async () => (await listTermsFiles(db)).map((row) => row.name),
    read: async (name) => {
      const found = await findTermsFile(db, name);
      if (!found) throw new Error(`no uploaded terms file ${name}`);
      return new Uint8Array(found.bytes);
    },
  };
}
