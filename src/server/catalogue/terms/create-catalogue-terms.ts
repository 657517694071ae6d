import type { Database } from '../../db/database.ts';
import { parseSchoolSource } from '../editing/school-source.ts';
import { bumpCatalogueVersion } from '../queries/bump-catalogue-version.ts';
import { findTermsFile } from '../queries/find-terms-file.ts';
import { listSchoolFilesOfPlaces } from '../queries/list-school-files-of-places.ts';
import { listTermsFiles } from '../queries/list-terms-files.ts';
import { lockCatalogue } from '../queries/lock-catalogue.ts';
import type { CatalogueTerms, TermsFileEntry } from './catalogue-terms.ts';
import { contentTermsNames, mediaTypeByName, readContentTerms, saveTermsFileIn, TERMS_NAME } from './terms-files.ts';

const termsOf = (source: string | null): string | null => {
  const file = parseSchoolSource(source) as { terms?: unknown } | null;
  return typeof file?.terms === 'string' ? file.terms : null;
};

/** The catalogue's terms files over a database and a content folder. */
export function createCatalogueTerms({ db, contentDir }: { db: Database; contentDir: string }): CatalogueTerms {
  return {
    async list() {
      const usedBy = new Map<string, { id: number; name: string }[]>();
      for (const school of await listSchoolFilesOfPlaces(db))
        for (const name of new Set([termsOf(school.source), termsOf(school.draft)]))
          if (name) usedBy.set(name, [...(usedBy.get(name) ?? []), { id: school.id, name: school.name }]);
      const entries = new Map<string, TermsFileEntry>();
      for (const name of contentTermsNames(contentDir))
        entries.set(name, {
          name,
          mediaType: mediaTypeByName(name),
          size: readContentTerms(contentDir, name)!.length,
          origin: 'content',
          author: null,
          updatedAt: null,
          usedBy: usedBy.get(name) ?? [],
        });
      for (const row of await listTermsFiles(db))
        entries.set(row.name, {
          name: row.name,
          mediaType: row.mediaType,
          size: row.size,
          origin: 'uploaded',
          author: row.author,
          updatedAt: row.updatedAt,
          usedBy: usedBy.get(row.name) ?? [],
        });
      return [...entries.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
    async file(name) {
      if (!TERMS_NAME.test(name)) return null;
      const stored = await findTermsFile(db, name);
      if (stored) return { mediaType: stored.mediaType, bytes: new Uint8Array(stored.bytes) };
      const bytes = readContentTerms(contentDir, name);
      return bytes ? { mediaType: mediaTypeByName(name), bytes } : null;
    },
    save(name, bytes, by, mode) {
      return db.transaction(async (tx) => {
        await lockCatalogue(tx);
        const outcome = await saveTermsFileIn(tx, contentDir, name, bytes, by, mode);
        if (outcome.kind !== 'changed') return outcome;
        // Announced as a document's save is: the page rebuilds hear it and build every page, writing the file.
        return { kind: 'saved' as const, catalogueVersion: await bumpCatalogueVersion(tx) };
      });
    },
  };
}
