import { schoolSchema } from './school-schema.ts';
import { isRecord } from '../schema-form/schema-shape.ts';

/** One part of a section: a document path, `*` standing for every price list. */
interface SectionPart {
  path: string;
  /** The heading of the part for one price list (for a path with `*`). */
  title?: (list: { id: unknown; validFrom: unknown; validTo: unknown }) => string;
}

/** A page of the school's forms: the parts of the school file it edits. */
export interface SchoolFormSection {
  slug: string;
  title: string;
  parts: readonly SectionPart[];
}

/** A part expanded for a document: a concrete path and its heading, if it has its own. */
export interface SectionPath {
  path: string;
  title: string | null;
}

const inList = (what: string) => (list: { id: unknown; validFrom: unknown; validTo: unknown }) =>
  `${what} in price list ${String(list.id)} (${String(list.validFrom)} to ${String(list.validTo)})`;

// A course, a housing or a transfer is priced in every list: its section holds its prices too, so
// an option, a room or a transfer added is priced in the same save (the school file's check
// refuses one without the other).
const OWN_SECTIONS: readonly SchoolFormSection[] = [
  { slug: 'facts', title: 'Facts', parts: [{ path: 'facts' }] },
  {
    slug: 'courses',
    title: 'Courses',
    parts: [{ path: 'courses' }, { path: 'priceLists.*.courses', title: inList('Course prices') }],
  },
  {
    slug: 'housing',
    title: 'Housing',
    parts: [{ path: 'accommodations' }, { path: 'priceLists.*.accommodations', title: inList('Housing prices') }],
  },
  {
    slug: 'transfers',
    title: 'Transfers',
    parts: [{ path: 'transfers' }, { path: 'priceLists.*.transfers', title: inList('Transfer prices') }],
  },
  {
    slug: 'fees',
    title: 'Fees and deposit',
    parts: [
      { path: 'fees' },
      { path: 'deposit' },
      { path: 'returnDepositOnVisaRejection' },
      { path: 'fullPaymentRequired' },
    ],
  },
  { slug: 'promotions', title: 'Promotions', parts: [{ path: 'promotions' }] },
  { slug: 'non-working-days', title: 'Non-working days', parts: [{ path: 'nonWorkingDays' }] },
  { slug: 'price-lists', title: 'Price lists', parts: [{ path: 'priceLists' }] },
];

// The id never changes (the school page shows it); every other field of the school that no
// section above takes is on the first page, so a field added to the schema has a form at once.
const taken = new Set([
  'id',
  ...OWN_SECTIONS.flatMap((section) => section.parts.map((part) => part.path.split('.')[0]!)),
]);

/** The pages of a school's forms, in the order the school page lists them. */
export const SCHOOL_FORM_SECTIONS: readonly SchoolFormSection[] = [
  {
    slug: 'school',
    title: 'School texts and details',
    parts: Object.keys(schoolSchema.shape)
      .filter((key) => !taken.has(key))
      .map((path) => ({ path })),
  },
  ...OWN_SECTIONS,
];

export function findSchoolFormSection(slug: string): SchoolFormSection | undefined {
  return SCHOOL_FORM_SECTIONS.find((section) => section.slug === slug);
}

/** The concrete paths a section edits in this document: a `*` part once for each price list. */
export function sectionPaths(section: SchoolFormSection, document: unknown): SectionPath[] {
  const lists = isRecord(document) && Array.isArray(document.priceLists) ? document.priceLists : [];
  return section.parts.flatMap((part) => {
    if (!part.path.includes('*')) return [{ path: part.path, title: null }];
    return lists.map((list: unknown, index) => {
      const fields = isRecord(list) ? list : {};
      return {
        path: part.path.replace('*', String(index)),
        title: part.title?.({ id: fields.id, validFrom: fields.validFrom, validTo: fields.validTo }) ?? null,
      };
    });
  });
}

/** The section that edits the field at `path` (the first whose part holds it); undefined for the id. */
export function sectionOfPath(path: string): SchoolFormSection | undefined {
  const matches = (pattern: string) => {
    const parts = pattern.split('.');
    const segments = path.split('.');
    return segments.length >= parts.length && parts.every((part, index) => part === '*' || part === segments[index]);
  };
  return SCHOOL_FORM_SECTIONS.find((section) => section.parts.some((part) => matches(part.path)));
}
