import { z } from 'zod';
import { companySchema } from '../company/company-schema.ts';
import { describeForm, type FieldIssues, type FormWords } from '../schema-form/describe-form.ts';
import type { FormNode } from '../schema-form/form-node.ts';
import { readForm, type SubmittedForm } from '../schema-form/read-form.ts';
import { isRecord, schemaAt } from '../schema-form/schema-shape.ts';
import { placesSchema } from './place-schema.ts';
import { currencyCode, isoDate, localizedText, slug } from './primitives.ts';
import { visaHelpSchema } from './visa-schema.ts';
import { SCHOOL_FORM_WORDS } from './school-form-words.ts';

/** The site-wide documents the office edits with a form. */
export type DocumentFormKind = 'company' | 'holidays' | 'places' | 'rates' | 'visa';

/**
 * Each document as its form shows it: the documents' maps with keys of their own (holidays by key,
 * rates by currency) become lists of items, so the schema-driven form can add, name and remove
 * them; the saved document is checked with the loader's own schema.
 */
const FORM_SCHEMAS: Record<DocumentFormKind, z.ZodObject> = {
  company: companySchema,
  holidays: z.object({
    country: slug,
    holidays: z.array(z.object({ key: slug, name: localizedText })),
  }),
  places: placesSchema,
  rates: z.object({
    base: currencyCode,
    date: isoDate,
    rates: z.array(z.object({ currency: currencyCode, rate: z.number().positive() })),
  }),
  visa: visaHelpSchema,
};

const ITEM_NAMES: Record<string, string> = {
  holidays: 'holiday',
  cities: 'city',
  countries: 'country',
  rates: 'rate',
  team: 'person',
  days: 'weekday',
};

const LABELS: Record<string, string> = {
  key: 'Key (what school files name)',
  iso: 'ISO code',
  base: 'Base currency',
  rate: 'Units for one base unit',
  officialUrl: 'Official page (https)',
  timeZone: 'Time zone (IANA)',
  founded: 'Year founded',
  supportHours: 'Support hours (the phone is answered)',
  days: 'Weekdays (1 Monday … 7 Sunday)',
  opens: 'Opens (HH:MM)',
  closes: 'Closes (HH:MM)',
  confirmationWorkingDays: 'Working days to confirm a booking request',
  team: 'Team',
};

/** The English words of the document forms. */
export const DOCUMENT_FORM_WORDS: FormWords = {
  label: (key, path) =>
    (path.startsWith('team.') && key === 'languages' ? 'Languages spoken (ISO 639-1 codes)' : undefined) ??
    LABELS[key] ??
    SCHOOL_FORM_WORDS.label(key, path),
  itemName: (path, label) =>
    ITEM_NAMES[path.slice(path.lastIndexOf('.') + 1)] ?? SCHOOL_FORM_WORDS.itemName(path, label),
  itemTitle: (item) =>
    isRecord(item) && typeof item.key === 'string'
      ? item.key
      : isRecord(item) && typeof item.currency === 'string'
        ? item.currency
        : isRecord(item) && typeof item.slug === 'string'
          ? item.slug
          : (SCHOOL_FORM_WORDS.itemTitle?.(item) ?? ''),
};

export const documentFormSchema = (kind: DocumentFormKind): z.ZodObject => FORM_SCHEMAS[kind];

const entries = (value: unknown): [string, unknown][] => (isRecord(value) ? Object.entries(value) : []);

/** A stored document as its form's document. */
export function toFormDocument(kind: DocumentFormKind, doc: unknown): unknown {
  if (!isRecord(doc)) return doc;
  if (kind === 'holidays') return { ...doc, holidays: entries(doc.holidays).map(([key, name]) => ({ key, name })) };
  if (kind === 'rates') return { ...doc, rates: entries(doc.rates).map(([currency, rate]) => ({ currency, rate })) };
  return doc;
}

/** A form's document as the stored document (for the loader's schema to check). */
export function fromFormDocument(kind: DocumentFormKind, form: unknown): unknown {
  if (!isRecord(form)) return form;
  const items = Array.isArray(form[kind]) ? (form[kind] as unknown[]).filter(isRecord) : null;
  if (kind === 'holidays' && items)
    return { ...form, holidays: Object.fromEntries(items.map((item) => [String(item.key ?? ''), item.name])) };
  if (kind === 'rates' && items)
    return { ...form, rates: Object.fromEntries(items.map((item) => [String(item.currency ?? ''), item.rate])) };
  return form;
}

/**
 * A document's field as its form names it: `holidays.christmas_day.en` is the English name of the
 * holiday listed under that key, `rates.USD` the rate listed for USD. Other fields are the same.
 */
export function formFieldOf(kind: DocumentFormKind, form: unknown, field: string): string {
  if ((kind !== 'holidays' && kind !== 'rates') || !isRecord(form) || !Array.isArray(form[kind])) return field;
  const [head, key, ...rest] = field.split('.');
  if (head !== kind || key === undefined) return field;
  const index = (form[kind] as unknown[]).findIndex(
    (item) => isRecord(item) && (kind === 'holidays' ? item.key : item.currency) === key,
  );
  if (index < 0) return field;
  if (kind === 'rates') return `rates.${index}.rate`;
  return rest.length === 0 ? `holidays.${index}.key` : `holidays.${index}.name.${rest.join('.')}`;
}

/** The form of a document (as its form's document): one node per top-level field. */
export function documentForm(kind: DocumentFormKind, form: unknown, issues: FieldIssues = new Map()): FormNode[] {
  const schema = FORM_SCHEMAS[kind];
  const value = isRecord(form) ? form : {};
  return Object.keys(schema.shape).map((key) =>
    describeForm(schemaAt(schema, [key])!, value[key], key, DOCUMENT_FORM_WORDS, issues),
  );
}

/** A submitted document form read back as its form's document. */
export function readDocumentForm(kind: DocumentFormKind, original: unknown, submitted: SubmittedForm): unknown {
  const schema = FORM_SCHEMAS[kind];
  const before = isRecord(original) ? original : {};
  const read: Record<string, unknown> = { ...before };
  for (const key of Object.keys(schema.shape)) {
    const value = readForm(schemaAt(schema, [key])!, submitted, key, before[key]);
    if (value === undefined) delete read[key];
    else read[key] = value;
  }
  return read;
}
