import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueTermsFiles } from '../../db/schema.ts';

export interface TermsFileRow {
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  author: string;
  updatedAt: Date;
}

/** The terms files uploaded in the office, without their bytes, by name. */
export function listTermsFiles(db: Database): Promise<TermsFileRow[]> {
  return db
    .select({
      name: catalogueTermsFiles.name,
      mediaType: catalogueTermsFiles.mediaType,
      size: sql<number>`octet_length(${catalogueTermsFiles.bytes})::int`,
      sha256: catalogueTermsFiles.sha256,
      author: catalogueTermsFiles.author,
      updatedAt: catalogueTermsFiles.updatedAt,
    })
    .from(catalogueTermsFiles)
    .orderBy(asc(catalogueTermsFiles.name));
}
