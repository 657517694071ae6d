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
import { withHolidayNames } from './seed/with-holiday-names.ts';
import { listEditedDocumentKeys } from './queries/list-edited-document-keys.ts';
import { listCatalogueDocuments } from './queries/list-catalogue-documents.ts';
import { CATALOGUE_DOCUMENT_KEYS } from './catalogue-document-keys.ts';
import type { HolidaysContent } from '#domain/catalogue/holidays-schema.ts';

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
 * an office edit. The same holds for the SEO texts once the office has changed them, and for each
 * site-wide document (a country's holidays, places, rates, a country's visa help) the office has
 * changed. The rest (the documents until then, content reviews of the schools the database has)
 * still follows content/.
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
      const edited = await listEditedDocumentKeys(tx);
      if (schoolsFrom === 'content') {
        // Holidays renamed in the office name the seeded schools' days too.
        const officeHolidays = new Map(
          (await listCatalogueDocuments<HolidaysContent>(tx, CATALOGUE_DOCUMENT_KEYS.holidays('')))
            .filter((row) => edited.has(row.key))
            .map((row) => [row.doc.country, row.doc]),
        );
        await syncSchools(tx, withHolidayNames(catalogue.schools, officeHolidays), catalogue.schoolSources);
      }
      await upsertContentReviews(tx, contentReviews);
      await syncDocuments(tx, catalogue, { keepSeo: await isSeoEdited(tx), edited });
      version = await bumpCatalogueVersion(tx, hash);
    }
    // One after another: a transaction is one connection, which runs one query at a time.
    const [s] = await tx.select({ n: count() }).from(schools);
    const [r] = await tx.select({ n: count() }).from(reviews);
    const [d] = await tx.select({ n: count() }).from(catalogueDocuments);
    return { changed, version, schools: s!.n, reviews: r!.n, documents: d!.n, schoolsFrom };
  });
}
