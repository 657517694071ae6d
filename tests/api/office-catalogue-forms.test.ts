// The catalogue office's forms (issue 31): a section's form saved as the draft through the same
// check as a whole file (a wrong value is refused by its field and nothing is saved; a good one
// lands in the draft), and "Copy to next year" putting a price list with its new prices into the draft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolSectionForm } from '#domain/catalogue/school-form.ts';
import { findSchoolFormSection } from '#domain/catalogue/school-form-sections.ts';
import { submittedValues } from '#domain/schema-form/form-node.ts';
import { saveSchoolSection, type EditedSchool } from '#server/catalogue/index.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

const SCHOOL = 101;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testDatabases)('the catalogue forms on $kind', (database) => {
  let api: StaffTestApi;
  let editor: string;
  const by = { staffId: null, author: 'forms test' };

  beforeAll(async () => {
    api = await startStaffTestApi(database);
    await api.addStaff('forms@linguatrips.test', 'content-editor');
    editor = await api.signIn('forms@linguatrips.test');
  });
  afterAll(() => api?.close());

  const catalogue = () => api.api.office.catalogue;
  const current = async (): Promise<EditedSchool> => (await catalogue().school(SCHOOL))!;
  const fileOf = (school: EditedSchool) => (school.draft?.file ?? school.published) as Json;
  /** The courses form as the page draws it from the school now, as a browser would send it. */
  const coursesForm = async () => {
    const section = findSchoolFormSection('courses')!;
    const parts = schoolSectionForm(section, fileOf(await current()));
    return { section, values: submittedValues(parts.map((part) => part.node)) };
  };

  it('refuses a wrong value naming its field, and saves nothing', async () => {
    const { section, values } = await coursesForm();
    values.set('courses.0.minWeeks', '-2');
    values.set('priceLists.0.courses.0.options.0.pricePerWeek', '-10');
    const outcome = await saveSchoolSection(catalogue(), SCHOOL, section, values, by);
    if (outcome.kind !== 'invalid') throw new Error(outcome.kind);
    expect(outcome.issues.map((issue) => issue.field)).toEqual(
      expect.arrayContaining(['courses.0.minWeeks', 'priceLists.0.courses.0.options.0.pricePerWeek']),
    );
    expect(outcome.issues.find((issue) => issue.field === 'courses.0.minWeeks')!.message).toMatch(/>0|positive/i);
    // The form comes back as the editor wrote it.
    expect((outcome.file as Json).courses[0].minWeeks).toBe(-2);
    expect((await current()).draft).toBeNull();
  });

  it('saves a good change as the draft, and an unchanged form as nothing', async () => {
    const unchanged = await coursesForm();
    expect(await saveSchoolSection(catalogue(), SCHOOL, unchanged.section, unchanged.values, by)).toEqual({
      kind: 'unchanged',
    });
    expect((await current()).draft).toBeNull();

    const { section, values } = await coursesForm();
    const before = fileOf(await current());
    values.set('priceLists.0.courses.0.options.0.pricePerWeek', '312.5');
    values.set('courses.0.name.de', 'Allgemeines Englisch (neu)');
    expect(await saveSchoolSection(catalogue(), SCHOOL, section, values, by)).toEqual({ kind: 'saved' });
    const school = await current();
    expect(school.draft).not.toBeNull();
    const draft = school.draft!.file as Json;
    expect(draft.priceLists[0].courses[0].options[0].pricePerWeek).toBe(312.5);
    expect(draft.courses[0].name.de).toBe('Allgemeines Englisch (neu)');
    // Everything else is as it was.
    draft.priceLists[0].courses[0].options[0].pricePerWeek = before.priceLists[0].courses[0].options[0].pricePerWeek;
    draft.courses[0].name = before.courses[0].name;
    expect(JSON.stringify(draft)).toBe(JSON.stringify(before));
    expect(await catalogue().discardDraft(SCHOOL)).toBe(true);
  });

  const copy = (list: number | string, body: unknown) =>
    fetch(`${api.baseUrl}/api/office/catalogue/schools/${SCHOOL}/price-lists/${list}/copy`, {
      method: 'POST',
      headers: { origin: api.baseUrl, cookie: editor, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('copies a price list to next year into the draft, with the percentage applied', async () => {
    const published = fileOf(await current());
    const last = published.priceLists.at(-1);
    const response = await copy(last.id, { percent: 10 });
    const body = (await response.json()) as { data: { state: string; priceListId: number; file: Json } };
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.data.state).toBe('draft');
    expect(body.data.priceListId).toBe(last.id + 1);
    const copied = body.data.file.priceLists.at(-1);
    expect(copied).toMatchObject({
      id: last.id + 1,
      validFrom: `${Number(last.validFrom.slice(0, 4)) + 1}${last.validFrom.slice(4)}`,
    });
    const weekly: number = last.courses[0].options[0].pricePerWeek;
    expect(copied.courses[0].options[0].pricePerWeek).toBe(Math.round(weekly * 110) / 100);
    // Published prices are untouched until the draft is published.
    expect(((await current()).published as Json).priceLists).toHaveLength(published.priceLists.length);
    expect(fileOf(await current()).priceLists).toHaveLength(published.priceLists.length + 1);

    // Copying the same list again would put two lists in force on the same days: refused, by its field.
    const overlap = (await (await copy(last.id, { percent: 10 })).json()) as { errors: { field: string }[] };
    expect(overlap.errors.map((issue) => issue.field)).toEqual([
      `priceLists.${published.priceLists.length + 1}.validFrom`,
    ]);
    expect(fileOf(await current()).priceLists).toHaveLength(published.priceLists.length + 1);
    await catalogue().discardDraft(SCHOOL);
  });

  it('names a wrong percentage or list', async () => {
    const percent = (await (await copy(2026, { percent: 'ten' })).json()) as { error: { field: string } };
    expect(percent.error.field).toBe('percent');
    expect((await copy(2026, { percent: 250 })).status).toBe(400);
    expect((await copy(999, { percent: 5 })).status).toBe(404);
    expect((await copy('x', { percent: 5 })).status).toBe(404);
    expect((await current()).draft).toBeNull();
  });
});
