import type { Database } from '../../db/database.ts';
import type { ImportedDocument } from '../documents/catalogue-documents.ts';
import type { ImportIssue } from '../editing/catalogue-editor.ts';
import type { VersionAuthor } from '../editing/publish-school-source.ts';
import { saveTermsFileIn } from './terms-files.ts';

/** Whether an import's file is a terms file: one in a terms/ folder ('terms/general-terms.pdf', '/home/me/content/terms/x.png'). */
export const isTermsFileName = (file: string): boolean => file.replace(/\\/g, '/').split('/').at(-2) === 'terms';

/**
 * Checks and stores an import's terms files inside the caller's transaction (which holds the
 * catalogue lock) as an upload is checked, each error named by file; the caller rolls the
 * transaction back when there is any.
 */
export async function importTermsFiles(
  tx: Database,
  files: readonly { file: string; source: string; bytes?: Uint8Array }[],
  by: VersionAuthor,
  contentDir: string,
): Promise<{ issues: ImportIssue[]; terms: ImportedDocument[] }> {
  const issues: ImportIssue[] = [];
  const terms: ImportedDocument[] = [];
  for (const { file, source, bytes } of files) {
    const name = file.replace(/\\/g, '/').split('/').at(-1)!;
    const outcome = await saveTermsFileIn(tx, contentDir, name, bytes ?? new TextEncoder().encode(source), by, 'any');
    if (outcome.kind === 'invalid') issues.push({ file, field: outcome.field, message: outcome.message });
    else terms.push({ file, key: `terms/${name}`, outcome: outcome.kind === 'changed' ? 'changed' : 'unchanged' });
  }
  return { issues, terms };
}
