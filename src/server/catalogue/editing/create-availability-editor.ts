import { applyAvailabilityChange } from '#domain/catalogue/availability/apply-availability-change.ts';
import { availabilityChangeIssues } from '#domain/catalogue/availability/availability-change-issues.ts';
import { fullyBookedPeriods, type AvailabilityEntry } from '#domain/catalogue/availability/fully-booked-periods.ts';
import type { Database } from '../../db/database.ts';
import { isoDay, type Clock } from '../../clock.ts';
import { checkSchoolFile } from '../content/check-school-file.ts';
import { databaseSchoolFileContext } from './database-school-file-context.ts';
import { bumpCatalogueVersion } from '../queries/bump-catalogue-version.ts';
import { findPublishedSchool } from '../queries/find-published-school.ts';
import { findSchoolDraft } from '../queries/find-school-draft.ts';
import { latestSchoolVersion } from '../queries/latest-school-version.ts';
import { lockCatalogue } from '../queries/lock-catalogue.ts';
import { rebaseSchoolDraft } from '../queries/rebase-school-draft.ts';
import type { AvailabilityEditor, HousingAvailability } from './availability-editor.ts';
import { publishSchoolSource } from './publish-school-source.ts';
import { formatSchoolSource, parseSchoolSource } from './school-source.ts';

export interface AvailabilityEditorDeps {
  db: Database;
  /** The content folder whose places, holidays and terms the school file is checked against. */
  contentDir: string;
  /** Whose day says which periods are in the past. */
  clock: Clock;
}

interface HousingFile {
  id: number;
  name?: { en?: string };
  availabilityOptions?: AvailabilityEntry[];
}

/** The housings of a published school file, each with its fully booked periods. */
function housingsOf(file: unknown): HousingAvailability[] {
  const accommodations = (file as { accommodations?: HousingFile[] } | null)?.accommodations ?? [];
  return accommodations.map((housing) => ({
    id: housing.id,
    name: housing.name?.en ?? `Housing ${housing.id}`,
    periods: fullyBookedPeriods(housing.availabilityOptions ?? []),
  }));
}

/** The availability office over a database; see AvailabilityEditor. */
export function createAvailabilityEditor({ db, contentDir, clock }: AvailabilityEditorDeps): AvailabilityEditor {
  return {
    async school(id) {
      const published = await findPublishedSchool(db, id);
      if (!published?.source) return null;
      const [draft, version] = await Promise.all([findSchoolDraft(db, id), latestSchoolVersion(db, id)]);
      return {
        id,
        slug: published.slug,
        name: published.name,
        version,
        draft: draft ? { baseVersion: draft.baseVersion, author: draft.author } : null,
        today: isoDay(clock()),
        accommodations: housingsOf(parseSchoolSource(published.source)),
      };
    },

    change(id, accommodationId, change, by) {
      return db.transaction(async (tx) => {
        // The same lock as a publish, a restore and an import: the version numbers and the draft's base stay in step.
        await lockCatalogue(tx);
        const published = await findPublishedSchool(tx, id, { lock: true });
        if (!published?.source) return { kind: 'notFound' as const };
        const file = parseSchoolSource(published.source);
        const housing = housingsOf(file).find((item) => item.id === accommodationId);
        if (!housing) return { kind: 'noHousing' as const, accommodationId };
        const latest = await latestSchoolVersion(tx, id);
        const check = availabilityChangeIssues(housing.periods, change, isoDay(clock()));
        if (check.kind === 'noPeriod' || check.kind === 'invalid') return check;
        if (check.kind === 'unchanged') return { kind: 'unchanged' as const, version: latest, housing };
        const changed = applyAvailabilityChange(file, accommodationId, change)!;
        const checked = checkSchoolFile(changed, await databaseSchoolFileContext(tx, contentDir));
        if (!checked.ok) return { kind: 'fileInvalid' as const, issues: checked.issues };
        const source = formatSchoolSource(changed);
        const result = await publishSchoolSource(tx, { school: checked.school, source, kind: 'availability', by });
        // The edit always changes the file, so it is always a new version.
        if (result.kind !== 'published') throw new Error(`an availability edit of school ${id} changed nothing`);
        const catalogueVersion = await bumpCatalogueVersion(tx);
        const after = housingsOf(changed).find((item) => item.id === accommodationId)!;
        const draft = await findSchoolDraft(tx, id);
        if (!draft)
          return {
            kind: 'published' as const,
            version: result.version,
            catalogueVersion,
            housing: after,
            draft: 'none' as const,
          };
        const drafted = applyAvailabilityChange(parseSchoolSource(draft.source), accommodationId, change);
        // A draft begun from the version published until now moves on to this one, so it can still be
        // published; one begun earlier was overtaken by someone else's publish and stays refused.
        await rebaseSchoolDraft(tx, {
          schoolId: id,
          source: drafted ? formatSchoolSource(drafted) : draft.source,
          baseVersion: draft.baseVersion === latest ? result.version.version : draft.baseVersion,
        });
        return {
          kind: 'published' as const,
          version: result.version,
          catalogueVersion,
          housing: after,
          draft: drafted ? ('updated' as const) : ('housingNotInDraft' as const),
        };
      });
    },
  };
}
