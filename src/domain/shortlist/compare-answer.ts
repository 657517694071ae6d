import type { AccreditationBody } from '../catalogue/accreditation-bodies.ts';
import type { Currency } from '../catalogue/api-types.ts';
import type { ClassMix } from '../catalogue/school-facts-schema.ts';
import type { Culture } from '../culture.ts';
import type { CompareChoices } from './compare-choices.ts';

/** What a comparison's total is made of, beyond the course itself. */
export const INCLUDED_ITEMS = [
  'course',
  'housing',
  'meals',
  'registration',
  'books',
  'booksAtSchool',
  'placement',
  'courier',
  'transfer',
] as const;
export type IncludedItem = (typeof INCLUDED_ITEMS)[number];

/** Why a school's column has no price. */
export type CompareProblem = 'noCourse' | 'noHousing' | 'notBookable';

/**
 * One school of a comparison (GET /api/compare): the stay priced by the pricing endpoint's own
 * code for the visitor's choices, and the facts of the catalogue beside it. Money in integer minor
 * units of the school's currency; null where the catalogue does not say (shown as "—").
 */
export interface CompareColumn {
  schoolId: number;
  name: string;
  cityName: string;
  countryName: string;
  /** The school's header photo (photoVariants reads its sizes). */
  photo: string;
  /** The school page after the culture, its cart in the address: the same stay, priced the same. */
  href: string;
  /** The cart's query, as GET /api/school/calculate reads it; null when nothing could be chosen. */
  query: string | null;
  currency: Currency;
  price: {
    total: number;
    deposit: number;
    fullDeposit: boolean;
    balance: number;
    balanceDate: string | null;
    start: string;
    end: string;
    weeks: number;
  } | null;
  problem: CompareProblem | null;
  course: {
    name: string;
    lessonsPerWeek: number;
    lessonMinutes: number;
    classSize: number;
    minAge: number;
    maxAge: number;
  } | null;
  housing: { name: string; minutesToSchool: number; byTransport: boolean; roomFor: number; food: string | null } | null;
  rating: { overall: number; school: number; course: number; accommodation: number; spareTime: number; count: number };
  returnDepositOnVisaRejection: boolean;
  included: IncludedItem[];
  /** The bodies the school is accredited by or a member of, as its file lists them; empty for none. */
  accreditations: AccreditationBody[];
  /** The class mixes the school page shows (shownClassMixes): a mix over too few students never leaves the server. */
  classMixes: ClassMix[];
  /** YYYY-MM: the month the class mix is read for, the one chosen, else the stay's start; null without either. */
  classMixMonth: string | null;
}

/** GET /api/compare's answer. */
export interface CompareAnswer {
  culture: Culture;
  choices: CompareChoices;
  columns: CompareColumn[];
}
