import { describe, expect, it } from 'vitest';
import { submittedValues } from '../../schema-form/form-node.ts';
import { readSchoolSection, schoolSectionForm } from '../school-form.ts';
import { findSchoolFormSection, SCHOOL_FORM_SECTIONS, sectionOfPath, sectionPaths } from '../school-form-sections.ts';
import { schoolSchema } from '../school-schema.ts';

describe('the school form sections', () => {
  it('give every field of a school file but its id a page', () => {
    const top = new Set(
      SCHOOL_FORM_SECTIONS.flatMap((section) => section.parts.map((part) => part.path.split('.')[0])),
    );
    expect([...Object.keys(schoolSchema.shape)].filter((key) => !top.has(key))).toEqual(['id']);
  });

  it('put the prices of the courses, housing and transfers beside them, once for each price list', () => {
    const file = { priceLists: [{ id: 2026, validFrom: '2026-01-01', validTo: '2026-12-31' }, { id: 2027 }] };
    expect(sectionPaths(findSchoolFormSection('courses')!, file)).toEqual([
      { path: 'courses', title: null },
      { path: 'priceLists.0.courses', title: 'Course prices in price list 2026 (2026-01-01 to 2026-12-31)' },
      { path: 'priceLists.1.courses', title: 'Course prices in price list 2027 (undefined to undefined)' },
    ]);
    expect(sectionOfPath('priceLists.1.accommodations.0.prices')?.slug).toBe('housing');
    expect(sectionOfPath('priceLists.1.validFrom')?.slug).toBe('price-lists');
    expect(sectionOfPath('longDescription.en')?.slug).toBe('school');
    expect(sectionOfPath('id')).toBeUndefined();
  });

  it('read a changed field into the school file and leave every other field as it was', () => {
    const file = {
      id: 1,
      deposit: 100,
      fees: { registration: 50, books: 0, accommodationPlacement: 0 },
      fullPaymentRequired: true,
      courses: [],
    };
    const section = findSchoolFormSection('fees')!;
    const values = submittedValues(schoolSectionForm(section, file).map((part) => part.node));
    values.set('deposit', '150');
    values.delete('fullPaymentRequired');
    expect(JSON.stringify(readSchoolSection(section, file, values))).toBe(
      JSON.stringify({ ...file, deposit: 150, fullPaymentRequired: false }),
    );
  });
});
