import { copySchoolPriceList } from '#domain/catalogue/copy-school-price-list.ts';
import type { CatalogueEditor, DraftOutcome, VersionAuthor } from './catalogue-editor.ts';

export type CopyOutcome = { kind: 'noList' } | (DraftOutcome & { listId?: number });

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
  const copied = copySchoolPriceList(school.draft?.file ?? school.published, listId, percent);
  if (copied.kind === 'noList') return { kind: 'noList' };
  if (copied.kind === 'invalid')
    return { kind: 'invalid', issues: [{ field: '', message: 'the school file is not valid: fix it first' }] };
  const outcome = await editor.saveDraft(id, copied.file, by);
  return outcome.kind === 'saved' ? { ...outcome, listId: copied.listId } : outcome;
}
