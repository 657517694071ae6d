import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueTermsFiles } from '../../db/schema.ts';

/** One uploaded terms file with its bytes, if there is one of that name. */
export async function findTermsFile(
  db: Database,
  name: string,
): Promise<{ mediaType: string; bytes: Buffer; sha256: string } | undefined> {
  const [row] = await db
    .select({
      mediaType: catalogueTermsFiles.mediaType,
      bytes: catalogueTermsFiles.bytes,
      sha256: catalogueTermsFiles.sha256,
    })
    .from(catalogueTermsFiles)
    .where(eq(catalogueTermsFiles.name, name));
  return row;
}
