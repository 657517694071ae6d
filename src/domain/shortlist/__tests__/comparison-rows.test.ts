import { describe, expect, it } from 'vitest';
import type { ClassMix } from '../../catalogue/school-facts-schema.ts';
import type { CompareColumn } from '../compare-answer.ts';
import { comparisonRows, moneyCell, shownRows } from '../comparison-rows.ts';

const RATES = { base: 'EUR', rates: { GBP: 0.85, USD: 1.1 } };

const JULY_2026: ClassMix = {
  month: '2026-07',
  source: 'schoolFigures',
  students: 390,
  under18: 9,
  firstLanguages: [
    { language: 'fr', share: 14 },
    { language: 'it', share: 24 },
    { language: 'es', share: 12 },
    { language: 'de', share: 10 },
  ],
};
const MARCH_2026: ClassMix = {
  month: '2026-03',
  source: 'ourBookings',
  students: 12,
  under18: 0,
  firstLanguages: [{ language: 'ja', share: 40 }],
};

function column(over: Partial<CompareColumn> = {}): CompareColumn {
  return {
    schoolId: 1,
    name: 'One',
    cityName: 'Valletta',
    countryName: 'Malta',
    photo: '/photos/schools/one/1',
    href: 'english/malta/valletta/one/?s.id=1',
    query: 's.id=1',
    currency: { symbol: '€', isoCode: 'EUR' },
    price: {
      total: 100_000,
      deposit: 20_000,
      fullDeposit: false,
      balance: 80_000,
      balanceDate: '2027-02-01',
      start: '2027-03-01',
      end: '2027-03-26',
      weeks: 4,
    },
    problem: null,
    course: { name: 'General', lessonsPerWeek: 20, lessonMinutes: 45, classSize: 12, minAge: 16, maxAge: 0 },
    housing: null,
    rating: { overall: 4.5, school: 4.5, course: 4.4, accommodation: 0, spareTime: 4, count: 3 },
    returnDepositOnVisaRejection: false,
    included: ['course', 'registration'],
    accreditations: ['elt_council_malta', 'feltom'],
    classMixes: [JULY_2026, MARCH_2026],
    classMixMonth: '2027-07',
    ...over,
  };
}
const row = (rows: ReturnType<typeof comparisonRows>, id: string) => rows.find((r) => r.id === id)!;

describe('moneyCell', () => {
  it('converts into the display currency beside the school amount', () => {
    expect(moneyCell({ amount: 100_000, currency: 'EUR' }, { currency: 'GBP', rates: RATES })).toEqual({
      kind: 'money',
      own: { amount: 100_000, currency: 'EUR' },
      approx: { amount: 85_000, currency: 'GBP' },
    });
  });

  it('shows no conversion in the same currency, without rates, or for a currency the rates lack', () => {
    const own = { amount: 100_000, currency: 'EUR' };
    expect(moneyCell(own, { currency: 'EUR', rates: RATES })).toMatchObject({ approx: null });
    expect(moneyCell(own, { currency: 'GBP', rates: null })).toMatchObject({ approx: null });
    expect(moneyCell(own, { currency: 'JPY', rates: RATES })).toMatchObject({ approx: null });
  });
});

describe('comparisonRows', () => {
  it('gives every row a cell per school, in the columns order', () => {
    const rows = comparisonRows([column(), column({ schoolId: 2 })], { currency: null, rates: null });
    expect(rows.every((r) => r.cells.length === 2)).toBe(true);
    expect(row(rows, 'lessonsPerWeek').cells).toEqual([
      { kind: 'number', value: 20 },
      { kind: 'number', value: 20 },
    ]);
  });

  it('shows "—" (null) for what the catalogue does not say, never a guess', () => {
    const rows = comparisonRows(
      [column({ price: null, problem: 'noHousing', rating: { ...column().rating, count: 0 } })],
      { currency: null, rates: null },
    );
    for (const id of [
      'total',
      'deposit',
      'balanceDate',
      'start',
      'rating',
      'ratingAccommodation',
      'housing',
      'included',
    ])
      expect(row(rows, id).cells, id).toEqual([null]);
  });

  it('marks a row the same when every school reads the same, money by its converted amount', () => {
    const gbp = column({
      schoolId: 2,
      currency: { symbol: '£', isoCode: 'GBP' },
      price: { ...column().price!, total: 85_000 },
    });
    const rows = comparisonRows([column(), gbp], { currency: 'EUR', rates: RATES });
    expect(row(rows, 'total').same).toBe(true);
    expect(row(rows, 'deposit').same).toBe(false);
    const other = comparisonRows([column(), column({ course: { ...column().course!, classSize: 8 } })], {
      currency: null,
      rates: null,
    });
    expect(row(other, 'classSize').same).toBe(false);
    expect(row(other, 'lessonsPerWeek').same).toBe(true);
  });

  it('marks nothing the same for a single school', () => {
    expect(comparisonRows([column()], { currency: null, rates: null }).some((r) => r.same)).toBe(false);
  });
});

describe('the accreditation row', () => {
  const display = { currency: null, rates: null };

  it('names the bodies by their short names, in the order the school lists them', () => {
    const rows = comparisonRows([column(), column({ accreditations: ['british_council', 'eaquals'] })], display);
    expect(row(rows, 'accreditation').cells).toEqual([
      { kind: 'text', text: 'ELT Council Malta, FELTOM' },
      { kind: 'text', text: 'British Council, Eaquals' },
    ]);
    expect(row(rows, 'accreditation').same).toBe(false);
  });

  it('is "—" for a school with none', () => {
    expect(row(comparisonRows([column({ accreditations: [] })], display), 'accreditation').cells).toEqual([null]);
  });
});

describe('the class mix row', () => {
  const display = { currency: null, rates: null };
  const mixCell = (over: Partial<CompareColumn>) => row(comparisonRows([column(over)], display), 'classMix').cells[0];

  it('shows the latest mix of the month chosen, whichever year, its largest three groups largest first', () => {
    expect(mixCell({})).toEqual({
      kind: 'classMix',
      month: '2026-07',
      source: 'schoolFigures',
      under18: 9,
      firstLanguages: [
        { language: 'it', share: 24 },
        { language: 'fr', share: 14 },
        { language: 'es', share: 12 },
      ],
    });
    const older = { ...MARCH_2026, month: '2025-03', under18: 30 };
    expect(mixCell({ classMixMonth: '2027-03', classMixes: [older, MARCH_2026] })).toMatchObject({
      month: '2026-03',
      source: 'ourBookings',
      under18: 0,
    });
  });

  it('is "—" for a month the school page shows no mix of, or without a month', () => {
    expect(mixCell({ classMixMonth: '2027-05' })).toBeNull();
    expect(mixCell({ classMixes: [] })).toBeNull();
    expect(mixCell({ classMixMonth: null })).toBeNull();
  });

  it('hides a mix counted over fewer than 5 students, falling back to an earlier one of that month only when it is shown', () => {
    const few = { ...JULY_2026, month: '2026-07', students: 4 };
    expect(mixCell({ classMixes: [few] })).toBeNull();
    expect(mixCell({ classMixes: [few, { ...JULY_2026, month: '2025-07', students: 5 }] })).toMatchObject({
      month: '2025-07',
    });
  });

  it('counts as a difference only when the mixes read differently', () => {
    const same = comparisonRows([column(), column({ schoolId: 2 })], display);
    expect(row(same, 'classMix').same).toBe(true);
    const other = comparisonRows([column(), column({ schoolId: 2, classMixes: [] })], display);
    expect(row(other, 'classMix').same).toBe(false);
    expect(shownRows(other, true).map((r) => r.id)).toEqual(['classMix']);
  });
});

describe('shownRows ("differences only")', () => {
  it('hides the rows where every school says the same, and shows all without the switch', () => {
    const rows = comparisonRows([column(), column({ schoolId: 2, course: { ...column().course!, classSize: 8 } })], {
      currency: null,
      rates: null,
    });
    expect(shownRows(rows, true).map((r) => r.id)).toEqual(['classSize']);
    expect(shownRows(rows, false)).toHaveLength(rows.length);
  });
});
