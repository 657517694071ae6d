import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { submittedValues } from '#domain/schema-form/form-node.ts';
import { readSchoolSection, schoolSectionForm } from '#domain/catalogue/school-form.ts';
import { SCHOOL_FORM_SECTIONS } from '#domain/catalogue/school-form-sections.ts';
import { formatSchoolSource } from '../school-source.ts';

const ROOT = resolve(import.meta.dirname, '../../../../..');
const folders = [join(ROOT, 'content/schools'), join(ROOT, 'tests/fixtures/content/schools')];
const files = folders.flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(folder, name)),
);

// Every demo and fixture school, every section: a form sent back unchanged is the same file to
// the byte, so opening a page and saving it changes nothing.
describe('the school forms over the demo catalogue', () => {
  it.each(files.map((file) => [file.slice(ROOT.length + 1), file]))('give back %s unchanged', (_, file) => {
    const source = readFileSync(file, 'utf8');
    const school = JSON.parse(source) as unknown;
    for (const section of SCHOOL_FORM_SECTIONS) {
      const values = submittedValues(schoolSectionForm(section, school).map((part) => part.node));
      expect(formatSchoolSource(readSchoolSection(section, school, values)), section.slug).toBe(source);
    }
  });
});
