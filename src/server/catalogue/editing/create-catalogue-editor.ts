import { basename } from 'node:path';
import { applyMergePatch } from '#domain/catalogue/merge-patch.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Database } from '../../db/database.ts';
import { checkSchoolFile, type ContentIssue, type SchoolFileContext } from '../content/check-school-file.ts';
import { bumpCatalogueVersion } from '../queries/bump-catalogue-version.ts';
import { lockCatalogue } from '../queries/lock-catalogue.ts';
import { findPublishedSchool } from '../queries/find-published-school.ts';
import { findSchoolIdBySlug } from '../queries/find-school-id-by-slug.ts';
import { listCatalogueSchools } from '../queries/list-catalogue-schools.ts';
import { findNewSchoolDraftBySlug } from '../queries/find-new-school-draft-by-slug.ts';
import { nextSchoolId } from '../queries/next-school-id.ts';
import { getPlaces } from '../queries/get-places.ts';
import { drawnPhotoIssues } from '#domain/catalogue/drawn-photo-issues.ts';
import { newSchoolFile, newSchoolSchema } from '#domain/catalogue/new-school.ts';
import { contentIssueOf } from '../content/check-school-file.ts';
import { deleteSchoolDraft } from '../queries/delete-school-draft.ts';
import { findSchoolDraft } from '../queries/find-school-draft.ts';
import { saveSchoolDraft } from '../queries/save-school-draft.ts';
import { findSchoolVersion } from '../queries/find-school-version.ts';
import { latestSchoolVersion } from '../queries/latest-school-version.ts';
import { listSchoolVersions } from '../queries/list-school-versions.ts';
import type {
  CatalogueEditor,
  DraftConflict,
  VersionAuthor,
  DraftOutcome,
  EditedSchool,
  ImportedFile,
  ImportIssue,
  ImportOutcome,
  Published,
} from './catalogue-editor.ts';
import { documentKeyOfFile, importDocumentFiles } from '../documents/import-document-files.ts';
import { importTermsFiles, isTermsFileName } from '../terms/import-terms-files.ts';
import { missingPhotoIssues } from '../photos/missing-photo-issues.ts';
import { publishSchoolSource } from './publish-school-source.ts';
import { databaseSchoolFileContext } from './database-school-file-context.ts';
import { formatSchoolSource, parseSchoolSource } from './school-source.ts';
import { schoolFileStamp } from './school-file-stamp.ts';
import { withCurrentAvailability } from '#domain/catalogue/availability/with-current-availability.ts';

export interface CatalogueEditorDeps {
  db: Database;
  /** The content folder whose terms files a school file is checked against (places and holidays are the database's). */
  contentDir: string;
}

type Checked = { ok: true; school: SchoolContent } | { ok: false; issues: ContentIssue[] };

/**
 * The issues of a file's fields that are not there at all, said so ('is required': zod says
 * 'Invalid input' for a missing field of several forms, such as photos). These are what a new
 * school's draft may lack until it is published (a wrong value, or a missing field inside a course
 * the editor has added, is refused as for any draft).
 */
function markMissing(file: unknown, issues: readonly ContentIssue[]): (ContentIssue & { missing: boolean })[] {
  const given = typeof file === 'object' && file !== null ? (file as Record<string, unknown>) : {};
  return issues.map((issue) => {
    const missing = issue.field !== '' && !issue.field.includes('.') && given[issue.field] === undefined;
    return { ...issue, missing, ...(missing ? { message: 'is required' } : {}) };
  });
}

const withoutMark = ({ field, message }: ContentIssue): ContentIssue => ({ field, message });

/** The slug's issue when another school in the database (or a new school's draft) has it already. */
async function slugTakenIssue(reader: Database, id: number, slug: string): Promise<ContentIssue | null> {
  const owner = (await findSchoolIdBySlug(reader, slug)) ?? (await findNewSchoolDraftBySlug(reader, slug));
  return owner !== undefined && owner !== id
    ? { field: 'slug', message: `'${slug}' is already used by school ${owner}` }
    : null;
}

/** One school published on its own (a publish, a restore): its version, then the catalogue's, announced. */
async function publishAndAnnounce(tx: Database, input: Parameters<typeof publishSchoolSource>[1]): Promise<Published> {
  const result = await publishSchoolSource(tx, input);
  if (result.kind === 'unchanged') return result;
  return { ...result, catalogueVersion: await bumpCatalogueVersion(tx) };
}

/** The catalogue office over a database, checking files against its places and holidays and a content folder's terms. */
export function createCatalogueEditor({ db, contentDir }: CatalogueEditorDeps): CatalogueEditor {
  const context = (reader: Database): Promise<SchoolFileContext> => databaseSchoolFileContext(reader, contentDir);

  /** A school file checked as the loader checks it, for the school `id` (its id may not change, its slug must be its own). */
  async function checkFor(reader: Database, id: number, file: unknown): Promise<Checked> {
    const checked = checkSchoolFile(file, await context(reader));
    if (!checked.written) return { ok: false, issues: checked.ok ? [] : checked.issues };
    const issues: ContentIssue[] = checked.ok ? [] : [...checked.issues];
    const { id: writtenId, slug } = checked.written;
    if (writtenId !== id) issues.push({ field: 'id', message: `must stay ${id}: a school's id never changes` });
    const taken = await slugTakenIssue(reader, id, slug);
    if (taken) issues.push(taken);
    if (checked.ok) issues.push(...(await missingPhotoIssues(reader, checked.school)));
    return checked.ok && issues.length === 0 ? { ok: true, school: checked.school } : { ok: false, issues };
  }

  /**
   * A draft of a school never published, checked as any draft, except that the fields it still
   * lacks are allowed (publishing refuses them). Its id and slug are checked even while the
   * school file's schema does not hold.
   */
  async function checkNewDraft(reader: Database, id: number, file: unknown): Promise<Checked | { ok: 'incomplete' }> {
    const checked = await checkFor(reader, id, file);
    if (checked.ok) return checked;
    const fields = (typeof file === 'object' && file !== null ? file : {}) as { id?: unknown; slug?: unknown };
    const issues = markMissing(file, checked.issues)
      .filter((issue) => !issue.missing)
      .map(withoutMark);
    if (fields.id !== id && !issues.some((issue) => issue.field === 'id'))
      issues.push({ field: 'id', message: `must stay ${id}: a school's id never changes` });
    if (typeof fields.slug === 'string' && !issues.some((issue) => issue.field === 'slug')) {
      const taken = await slugTakenIssue(reader, id, fields.slug);
      if (taken) issues.push(taken);
    }
    return issues.length === 0 ? { ok: 'incomplete' } : { ok: false, issues };
  }

  async function school(id: number, reader: Database = db): Promise<EditedSchool | null> {
    const published = await findPublishedSchool(reader, id);
    // One after another: inside a transaction a connection runs one query at a time.
    const draft = await findSchoolDraft(reader, id);
    if (!published) {
      if (!draft) return null;
      const file = parseSchoolSource(draft.source) as { slug?: unknown; name?: unknown };
      return {
        id,
        slug: typeof file.slug === 'string' ? file.slug : '',
        name: typeof file.name === 'string' ? file.name : '',
        version: 0,
        updatedAt: draft.updatedAt,
        published: null,
        draft: { file, baseVersion: draft.baseVersion, author: draft.author, updatedAt: draft.updatedAt },
      };
    }
    const version = await latestSchoolVersion(reader, id);
    return {
      id,
      slug: published.slug,
      name: published.name,
      version,
      updatedAt: published.updatedAt,
      published: parseSchoolSource(published.source),
      draft: draft
        ? {
            file: parseSchoolSource(draft.source),
            baseVersion: draft.baseVersion,
            author: draft.author,
            updatedAt: draft.updatedAt,
          }
        : null,
    };
  }

  /**
   * Saves the file `fileOf` makes from the school as it is, under the catalogue's lock so that
   * the comparison with `ifMatch` and the save are one step: two editors sending the same stamp
   * at once, the second finds the first's file.
   */
  function writeDraft(
    id: number,
    fileOf: (current: EditedSchool) => unknown,
    by: { staffId: string | null; author: string },
    ifMatch: string | undefined,
  ): Promise<DraftOutcome | DraftConflict> {
    return db.transaction(async (tx) => {
      await lockCatalogue(tx);
      const current = await school(id, tx);
      if (!current) return { kind: 'notFound' as const };
      if (ifMatch !== undefined) {
        const stamp = schoolFileStamp(current);
        if (stamp !== ifMatch) {
          const [latest] = current.draft ? [] : await listSchoolVersions(tx, id);
          return {
            kind: 'conflict' as const,
            stamp,
            author: current.draft?.author ?? latest?.author ?? null,
            at: current.draft?.updatedAt ?? latest?.createdAt ?? null,
          };
        }
      }
      const file = fileOf(current);
      const checked = current.published === null ? await checkNewDraft(tx, id, file) : await checkFor(tx, id, file);
      if (checked.ok === false) return { kind: 'invalid' as const, issues: checked.issues };
      await saveSchoolDraft(tx, {
        schoolId: id,
        source: formatSchoolSource(file),
        baseVersion: current.draft?.baseVersion ?? current.version,
        staffId: by.staffId,
        author: by.author,
      });
      return { kind: 'saved' as const, school: (await school(id, tx))! };
    });
  }

  return {
    list: () => listCatalogueSchools(db),
    async newSchoolChoices() {
      const places = await getPlaces(db);
      return {
        id: await nextSchoolId(db),
        languages: places.languages.map((language) => language.slug).sort(),
        countries: places.countries.map((country) => country.slug).sort(),
        cities: places.cities
          .map((city) => ({ slug: city.slug, country: city.country, name: city.name.en ?? city.slug }))
          .sort((a, b) => a.country.localeCompare(b.country) || a.slug.localeCompare(b.slug)),
      };
    },
    async create(fields, by) {
      const parsed = newSchoolSchema.safeParse(fields);
      if (!parsed.success) return { kind: 'invalid' as const, issues: parsed.error.issues.map(contentIssueOf) };
      const fresh = parsed.data;
      return db.transaction(async (tx) => {
        await lockCatalogue(tx);
        const known = await context(tx);
        const issues: ContentIssue[] = [];
        if ((await findPublishedSchool(tx, fresh.id)) || (await findSchoolDraft(tx, fresh.id)))
          issues.push({ field: 'id', message: `${fresh.id} is already the id of another school` });
        // Whoever has the slug, even the school whose id was given: that id is refused too.
        const taken = await slugTakenIssue(tx, 0, fresh.slug);
        if (taken) issues.push(taken);
        if (!known.languages.has(fresh.language))
          issues.push({ field: 'language', message: `unknown language '${fresh.language}' (see places.json)` });
        if (!known.countries.has(fresh.country))
          issues.push({ field: 'country', message: `unknown country '${fresh.country}' (see places.json)` });
        else if (known.cityCountry.get(fresh.city) !== fresh.country)
          issues.push({ field: 'city', message: `'${fresh.city}' is not a city of '${fresh.country}' in places.json` });
        if (issues.length > 0) return { kind: 'invalid' as const, issues };
        await saveSchoolDraft(tx, {
          schoolId: fresh.id,
          source: formatSchoolSource(newSchoolFile(fresh)),
          baseVersion: 0,
          staffId: by.staffId,
          author: by.author,
        });
        return { kind: 'created' as const, school: (await school(fresh.id, tx))! };
      });
    },
    school: (id) => school(id),
    // Without ifMatch there is no conflict to answer: the overload without it promises none.
    saveDraft: ((id: number, file: unknown, by: VersionAuthor, ifMatch?: string) =>
      writeDraft(id, () => file, by, ifMatch)) as CatalogueEditor['saveDraft'],
    patchDraft: (id, patch, by, ifMatch) =>
      writeDraft(id, (current) => applyMergePatch(current.draft?.file ?? current.published, patch), by, ifMatch),
    async discardDraft(id) {
      // A new school's draft is the school: discarding it removes the school.
      if (!(await findPublishedSchool(db, id)) && !(await findSchoolDraft(db, id))) return null;
      return deleteSchoolDraft(db, id);
    },
    publish(id, by) {
      return db.transaction(async (tx) => {
        await lockCatalogue(tx);
        const current = await findPublishedSchool(tx, id);
        const draft = await findSchoolDraft(tx, id);
        if (!current && !draft) return { kind: 'notFound' as const };
        if (!draft) return { kind: 'noDraft' as const };
        const latest = await latestSchoolVersion(tx, id);
        if (draft.baseVersion !== latest)
          return { kind: 'conflict' as const, version: latest, baseVersion: draft.baseVersion };
        // Checked again as a whole: places, holidays or another school's slug may have changed since it was saved.
        const file = parseSchoolSource(draft.source);
        const checked = await checkFor(tx, id, file);
        if (!checked.ok)
          return { kind: 'invalid' as const, issues: markMissing(file, checked.issues).map(withoutMark) };
        const drawn = current ? [] : drawnPhotoIssues(checked.school);
        if (drawn.length > 0) return { kind: 'invalid' as const, issues: drawn };
        const published = await publishAndAnnounce(tx, {
          school: checked.school,
          source: draft.source,
          kind: 'publish',
          by,
        });
        await deleteSchoolDraft(tx, id);
        return published;
      });
    },
    async versions(id) {
      if (!(await findPublishedSchool(db, id)) && !(await findSchoolDraft(db, id))) return null;
      return listSchoolVersions(db, id);
    },
    restore(id, version, by) {
      return db.transaction(async (tx) => {
        await lockCatalogue(tx);
        const published = await findPublishedSchool(tx, id);
        if (!published) return { kind: 'notFound' as const };
        const earlier = await findSchoolVersion(tx, id, version);
        if (!earlier) return { kind: 'noVersion' as const };
        // The version's content, with the housings' fully booked periods as they are now.
        const restored = parseSchoolSource(earlier.source);
        const file = published.source
          ? withCurrentAvailability(restored, parseSchoolSource(published.source))
          : restored;
        const checked = await checkFor(tx, id, file);
        if (!checked.ok) return { kind: 'invalid' as const, issues: checked.issues };
        return publishAndAnnounce(tx, {
          school: checked.school,
          source: file === restored ? earlier.source : formatSchoolSource(file),
          kind: 'restore',
          restoredFrom: version,
          by,
        });
      });
    },
    async importFiles(given, by) {
      try {
        return await db.transaction((tx) => importInto(tx, given, by));
      } catch (error) {
        if (error instanceof RefusedImport) return { kind: 'invalid' as const, issues: error.issues };
        throw error;
      }
    },
  };

  /** An import in one transaction: its documents first (schools are checked against them), then its schools. */
  async function importInto(
    tx: Database,
    given: readonly { file: string; source: string; bytes?: Uint8Array }[],
    by: { staffId: string | null; author: string },
  ): Promise<ImportOutcome> {
    await lockCatalogue(tx);
    // Terms files first: the schools are checked against the names they bring.
    const terms = await importTermsFiles(
      tx,
      given.filter(({ file }) => isTermsFileName(file)),
      by,
      contentDir,
    );
    const rest = given.filter(({ file }) => !isTermsFileName(file));
    const documentFiles = rest.flatMap(({ file, source }) => {
      const key = documentKeyOfFile(file);
      return key ? [{ file, key, source }] : [];
    });
    const files = rest.filter(({ file }) => documentKeyOfFile(file) === null);
    const imported = await importDocumentFiles(tx, documentFiles, by, contentDir);
    const known = await context(tx);
    const issues: ImportIssue[] = [...terms.issues, ...imported.issues];
    const ready: { file: string; source: string; school: SchoolContent; exists: boolean }[] = [];
    const ids = new Map<number, string>();
    const slugs = new Map<string, string>();
    for (const { file, source } of files) {
      const name = basename(file);
      let raw: unknown;
      try {
        raw = JSON.parse(source);
      } catch (error) {
        issues.push({ file, field: '', message: error instanceof Error ? error.message : String(error) });
        continue;
      }
      const checked = checkSchoolFile(raw, known);
      if (!checked.ok) {
        issues.push(...checked.issues.map((issue) => ({ file, ...issue })));
        continue;
      }
      const { school: imported } = checked;
      const fileIssues: ContentIssue[] = [];
      if (name !== `${imported.slug}.json`)
        fileIssues.push({ field: 'slug', message: `must match the file name (${imported.slug}.json)` });
      if (ids.has(imported.id))
        fileIssues.push({ field: 'id', message: `${imported.id} is already used by ${ids.get(imported.id)}` });
      if (slugs.has(imported.slug))
        fileIssues.push({
          field: 'slug',
          message: `'${imported.slug}' is already used by ${slugs.get(imported.slug)}`,
        });
      const taken = await slugTakenIssue(tx, imported.id, imported.slug);
      if (taken) fileIssues.push(taken);
      fileIssues.push(...(await missingPhotoIssues(tx, imported)));
      ids.set(imported.id, file);
      slugs.set(imported.slug, file);
      if (fileIssues.length > 0) issues.push(...fileIssues.map((issue) => ({ file, ...issue })));
      else
        ready.push({
          file,
          source,
          school: imported,
          exists: (await findPublishedSchool(tx, imported.id)) !== undefined,
        });
    }
    // Thrown, so that the documents already written are rolled back with the rest.
    if (issues.length > 0) throw new RefusedImport(issues);
    const results: ImportedFile[] = [];
    for (const item of ready) {
      const result = await publishSchoolSource(tx, {
        school: item.school,
        source: item.source,
        kind: 'import',
        by,
      });
      results.push({
        file: item.file,
        id: item.school.id,
        slug: item.school.slug,
        ...(result.kind === 'published'
          ? { outcome: item.exists ? ('changed' as const) : ('added' as const), version: result.version.version }
          : { outcome: 'unchanged' as const }),
      });
    }
    const changed =
      results.some((result) => result.outcome !== 'unchanged') ||
      [...imported.documents, ...terms.terms].some((document) => document.outcome === 'changed');
    return {
      kind: 'imported' as const,
      files: results,
      documents: imported.documents,
      terms: terms.terms,
      catalogueVersion: changed ? await bumpCatalogueVersion(tx) : null,
    };
  }
}

/** An import with errors: nothing of it is kept. */
class RefusedImport extends Error {
  readonly issues: ImportIssue[];
  constructor(issues: ImportIssue[]) {
    super(`${issues.length} import errors`);
    this.issues = issues;
  }
}
