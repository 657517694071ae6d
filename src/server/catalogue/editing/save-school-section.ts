import { readSchoolSection } from '#domain/catalogue/school-form.ts';
import type { SchoolFormSection } from '#domain/catalogue/school-form-sections.ts';
import type { SubmittedForm } from '#domain/schema-form/read-form.ts';
import type { CatalogueEditor, ContentIssue, VersionAuthor } from './catalogue-editor.ts';
import { formatSchoolSource } from './school-source.ts';
import { sectionStamp } from './section-stamp.ts';

export type SectionOutcome =
  | { kind: 'notFound' }
  /** The form holds the school as it is: nothing saved. */
  | { kind: 'unchanged' }
  | { kind: 'saved' }
  /** Nothing saved; `file` is the school as the form had it, to show again with its errors. */
  | { kind: 'invalid'; issues: ContentIssue[]; file: unknown }
  /**
   * Nothing saved: someone saved this section of the draft since the form was drawn (`stamp` is
   * what it holds now). `file` is the school with the editor's entries, to show again; saved with
   * the new stamp, they replace the other person's.
   */
  | { kind: 'conflict'; file: unknown; stamp: string; author: string | null; at: Date | null };

/**
 * A section's form (issue 31) saved as the school's draft: its fields read into the draft (or
 * the published file when there is none), then saved as a whole file is, so it is checked as
 * the content loader checks it and nothing invalid is kept. `stamp` is the section's as the form
 * was drawn (sectionStamp): when the section has changed since, nothing is saved.
 */
export async function saveSchoolSection(
  editor: CatalogueEditor,
  id: number,
  section: SchoolFormSection,
  form: SubmittedForm,
  by: VersionAuthor,
  stamp?: string,
): Promise<SectionOutcome> {
  const school = await editor.school(id);
  if (!school) return { kind: 'notFound' };
  const current = school.draft?.file ?? school.published;
  const file = readSchoolSection(section, current, form);
  const now = sectionStamp(section, current);
  if (stamp !== undefined && stamp !== now)
    return {
      kind: 'conflict',
      file,
      stamp: now,
      author: school.draft?.author ?? null,
      at: school.draft?.updatedAt ?? null,
    };
  if (formatSchoolSource(file) === formatSchoolSource(current)) return { kind: 'unchanged' };
  const outcome = await editor.saveDraft(id, file, by);
  if (outcome.kind === 'invalid') return { kind: 'invalid', issues: outcome.issues, file };
  return outcome.kind === 'saved' ? { kind: 'saved' } : { kind: 'notFound' };
}
