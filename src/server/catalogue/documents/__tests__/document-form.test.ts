import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { submittedValues } from '#domain/schema-form/form-node.ts';
import {
  documentForm,
  formFieldOf,
  fromFormDocument,
  readDocumentForm,
  toFormDocument,
} from '#domain/catalogue/document-form.ts';

const content = (file: string): unknown =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../../content', file), 'utf8'));

describe('the site-wide documents’ forms', () => {
  it.each([
    ['company', 'company.json'],
    ['holidays', 'holidays/malta.json'],
    ['places', 'places.json'],
    ['rates', 'rates.json'],
    ['visa', 'visa/malta.json'],
  ] as const)('gives back the %s document unchanged when its form is sent as drawn', (kind, file) => {
    const doc = content(file);
    const form = toFormDocument(kind, doc);
    const sent = readDocumentForm(kind, form, submittedValues(documentForm(kind, form)));
    expect(fromFormDocument(kind, sent)).toEqual(doc);
  });

  it('names a holiday’s and a rate’s fields as their forms show them', () => {
    const holidays = toFormDocument('holidays', content('holidays/malta.json'));
    const second = Object.keys((content('holidays/malta.json') as { holidays: object }).holidays)[1]!;
    expect(formFieldOf('holidays', holidays, `holidays.${second}.de`)).toBe('holidays.1.name.de');
    expect(formFieldOf('holidays', holidays, `holidays.${second}`)).toBe('holidays.1.key');
    const rates = toFormDocument('rates', { base: 'EUR', date: '2026-01-01', rates: { EUR: 1, USD: 1.1 } });
    expect(formFieldOf('rates', rates, 'rates.USD')).toBe('rates.1.rate');
    expect(formFieldOf('places', {}, 'cities.0.country')).toBe('cities.0.country');
  });

  it('draws the company facts with their own labels, the team one fieldset a person', () => {
    const doc = content('company.json') as { team: unknown[] };
    const labels = (nodes: ReturnType<typeof documentForm>): string[] =>
      nodes.flatMap((node) => [
        node.label,
        ...labels(node.kind === 'group' ? node.children : node.kind === 'list' ? node.items : []),
      ]);
    const drawn = labels(documentForm('company', doc));
    expect(drawn).toEqual(
      expect.arrayContaining([
        'Year founded',
        'Working days to confirm a booking request',
        'Weekdays (1 Monday … 7 Sunday)',
        'Languages spoken (ISO 639-1 codes)',
      ]),
    );
    expect(documentForm('company', doc).find((node) => node.path === 'team')).toMatchObject({
      kind: 'list',
      items: { length: doc.team.length },
    });
  });
});
