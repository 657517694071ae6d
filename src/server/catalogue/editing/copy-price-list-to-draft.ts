import { copySchoolPriceList } from '#domain/catalogue/copy-school-price-list.ts';
import type { CatalogueEditor, ContentIssue, EditedSchool, VersionAuthor } from './catalogue-editor.ts';

export type CopyOutcome =
  | { kind: 'notFound' }
  | { kind: 'noList' }
  | { kind: 'saved'; school: EditedSchool; listId: number }
  /** Nothing saved; `file` is the school with the copy, to show and fix (a copy may overlap a list already there). */
  | { kind: 'invalid'; issues: ContentIssue[]; file: unknown };

/**
 * "Copy to next year" (issue 31): one of a school's price lists copied a year on with its prices
 * changed by a percentage, added to the draft (or to the published file when there is none) and
 * saved as any draft is, so it takes effect only when published, after the editor has checked it.
 */
export async function copyPriceListToDraft(
  editor: CatalogueEditor,
  id: number,
  listId: number,
  percent: number,
  by: VersionAuthor,
): Promise<CopyOutcome> {
  const school = await editor.school(id);
  if (!school) return { kind: 'notFound' };
  const current = school.draft?.file ?? school.published;
  const copied = copySchoolPriceList(current, listId, percent);
  if (copied.kind === 'noList') return { kind: 'noList' };
  if (copied.kind === 'invalid')
    return { kind: 'invalid', issues: [{ field: '', message: 'the school file is not valid' }], file: current };
  const outcome = await editor.saveDraft(id, copied.file, by);
  if (outcome.kind === 'invalid') return { ...outcome, file: copied.file };
  return outcome.kind === 'saved' ? { ...outcome, listId: copied.listId } : outcome;
}
