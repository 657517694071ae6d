import { diffDocuments } from '#domain/catalogue/diff-documents.ts';
import { sourcesAtPublish, sourcesByKey } from '#domain/catalogue/translation-status.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Database } from '../../db/database.ts';
import type { SchoolVersionKind } from '../../db/schema.ts';
import { findPublishedSchool } from '../queries/find-published-school.ts';
import { insertSchoolVersion } from '../queries/insert-school-version.ts';
import { latestSchoolVersion } from '../queries/latest-school-version.ts';
import { listTranslationSources } from '../queries/list-translation-sources.ts';
import type { SchoolVersionRow } from '../queries/list-school-versions.ts';
import { writePublishedSchool } from '../queries/write-published-school.ts';
import { writeTranslationSources } from '../queries/write-translation-sources.ts';
import { parseSchoolSource } from './school-source.ts';

/** Who made a version: a staff member, or a command. */
export interface VersionAuthor {
  staffId: string | null;
  author: string;
}

/** How the seed's content is named when it becomes a school's first recorded version. */
export const SEED_AUTHOR = 'content/ (seed)';

export type PublishResult = { kind: 'published'; version: SchoolVersionRow } | { kind: 'unchanged'; version: number };

/**
 * Makes a checked school file the published school, inside the caller's transaction: records
 * the version (what changed from the published file, field by field), writes the school and its
 * derived columns. The first change of a school as seeded records the seeded file first as its
 * version 1, so it can be restored. It records the English its new or changed translations were
 * written against (and the old English under kept ones whose English changed), so they are marked
 * "English changed since" exactly when they should be. Publishing the file that is published
 * already changes nothing.
 * The caller bumps the catalogue version once for all it published.
 */
export async function publishSchoolSource(
  tx: Database,
  input: {
    school: SchoolContent;
    source: string;
    kind: Exclude<SchoolVersionKind, 'seed'>;
    restoredFrom?: number;
    by: VersionAuthor;
  },
): Promise<PublishResult> {
  const { school, source, by } = input;
  const current = await findPublishedSchool(tx, school.id, { lock: true });
  let latest = await latestSchoolVersion(tx, school.id);
  if (current && current.source === source) return { kind: 'unchanged', version: latest };
  if (current?.source && latest === 0) {
    await insertSchoolVersion(tx, {
      schoolId: school.id,
      version: 1,
      kind: 'seed',
      source: current.source,
      changes: [],
      staffId: null,
      author: SEED_AUTHOR,
    });
    latest = 1;
  }
  const before = parseSchoolSource(current?.source ?? null);
  const after = parseSchoolSource(source);
  const version = await insertSchoolVersion(tx, {
    schoolId: school.id,
    version: latest + 1,
    kind: input.kind,
    source,
    changes: diffDocuments(before, after),
    restoredFrom: input.restoredFrom ?? null,
    staffId: by.staffId,
    author: by.author,
  });
  const recorded = sourcesByKey(await listTranslationSources(tx, school.id));
  await writeTranslationSources(tx, school.id, sourcesAtPublish(before, after, recorded), by.author);
  await writePublishedSchool(tx, school, source);
  return { kind: 'published', version };
}
