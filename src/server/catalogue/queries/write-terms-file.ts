import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueTermsFiles } from '../../db/schema.ts';

/** Stores a terms file under its name, replacing one stored before. */
export async function writeTermsFile(
  db: Database,
  file: { name: string; mediaType: string; bytes: Uint8Array; sha256: string; staffId: string | null; author: string },
): Promise<void> {
  const row = { ...file, bytes: Buffer.from(file.bytes) };
  await db
    .insert(catalogueTermsFiles)
    .values(row)
    .onConflictDoUpdate({
      target: catalogueTermsFiles.name,
      set: {
        mediaType: row.mediaType,
        bytes: row.bytes,
        sha256: row.sha256,
        staffId: row.staffId,
        author: row.author,
        updatedAt: sql`now()`,
      },
    });
}
