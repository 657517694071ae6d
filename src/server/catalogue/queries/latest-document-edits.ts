import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueDocumentEdits, seoEdits } from '../../db/schema.ts';

/**
 * The newest recorded change of a site-wide document and of the SEO texts (0: none): a page
 * rebuild that sees either grow builds every page, since any page may show them.
 */
export async function latestDocumentEdits(db: Database): Promise<string> {
  const [documents] = await db
    .select({ id: sql<number>`coalesce(max(${catalogueDocumentEdits.id}), 0)::int` })
    .from(catalogueDocumentEdits);
  const [seo] = await db.select({ id: sql<number>`coalesce(max(${seoEdits.id}), 0)::int` }).from(seoEdits);
  return `${documents!.id}/${seo!.id}`;
}
