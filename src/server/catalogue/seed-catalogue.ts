import { count } from 'drizzle-orm';
import type { Catalogue } from './content/load-content.ts';
import { catalogueHash } from './content/catalogue-hash.ts';
import type { Database } from '../db/database.ts';
import { catalogueDocuments, reviews, schools } from '../db/schema.ts';
import { getCatalogueVersion } from './queries/get-catalogue-version.ts';
import { isCatalogueEdited } from './queries/is-catalogue-edited.ts';
import { isSeoEdited } from './queries/is-seo-edited.ts';
import { listSchoolIds } from './queries/list-school-ids.ts';
import { bumpCatalogueVersion } from './queries/bump-catalogue-version.ts';
import { lockCatalogue } from './queries/lock-catalogue.ts';
import { syncSchools } from './seed/sync-schools.ts';
import { removeDroppedContentReviews, upsertContentReviews } from './seed/sync-content-reviews.ts';
import { syncDocuments } from './seed/sync-documents.ts';

export interface SeedResult {
  /** Whether the content differed from what was seeded last (and the version was bumped). */
  changed: boolean;
  version: number;
  schools: number;
  /** All reviews in the table, visitors' included. */
  reviews: number;
  documents: number;
  /**
   * 'content' when the schools were seeded from content/ as before; 'office' once a school was
   * published, restored or imported: the database is then the schools' source and the seed
   * leaves them alone (content/ reaches them only through `npm run catalogue:import`).
   */
  schoolsFrom: 'content' | 'office';
}

/**
 * Makes the database hold exactly this catalogue, in one transaction: schools and content reviews
 * gone from content are removed, visitor reviews are kept. Seeding the same content again
 * changes nothing; a change bumps catalogue_version and announces it on the catalogue_changed
 * channel, so running instances refresh their in-memory pricing copies.
 *
 * Once the office has changed a school (a version other than the seed's exists), the schools are
 * the database's: they are neither written nor removed here, so a restart or a build never undoes
 * an office edit. The same holds for the SEO texts once the office has changed them. The rest
 * (places, rates, SEO texts until then, visa help, content reviews of the schools
 * the database has) still follows content/.
 */
export async function seedCatalogue(db: Database, catalogue: Catalogue): Promise<SeedResult> {
  const hash = catalogueHash(catalogue);
  return db.transaction(async (tx) => {
    // Instances starting together against one PostgreSQL take turns; the later ones see the hash and stop.
    await lockCatalogue(tx);
    const current = await getCatalogueVersion(tx);
    const changed = current.contentHash !== hash;
    const schoolsFrom = (await isCatalogueEdited(tx)) ? 'office' : 'content';
    let version = current.version;
    if (changed) {
      let contentReviews = catalogue.reviews;
      if (schoolsFrom === 'office') {
        const ids = await listSchoolIds(tx);
        contentReviews = contentReviews.filter((review) => ids.has(review.schoolId));
      }
      await removeDroppedContentReviews(tx, contentReviews);
      if (schoolsFrom === 'content') await syncSchools(tx, catalogue.schools, catalogue.schoolSources);
      await upsertContentReviews(tx, contentReviews);
      await syncDocuments(tx, catalogue, { keepSeo: await isSeoEdited(tx) });
      version = await bumpCatalogueVersion(tx, hash);
    }
    // One after another: a transaction is one connection, which runs one query at a time.
    const [s] = await tx.select({ n: count() }).from(schools);
    const [r] = await tx.select({ n: count() }).from(reviews);
    const [d] = await tx.select({ n: count() }).from(catalogueDocuments);
    return { changed, version, schools: s!.n, reviews: r!.n, documents: d!.n, schoolsFrom };
  });
}
