import { describe, expect, it } from 'vitest';
import { schoolFactsSchema } from '../school-facts-schema.ts';
import { schoolSchema } from '../school-schema.ts';
import { adultsOnlyMonths, shownClassMixes } from '../shown-class-mix.ts';

const facts = () => ({
  accreditations: ['british_council', 'english_uk'],
  founded: 1987,
  studentsPerYear: 2400,
  agesBySeason: [{ season: 'junAug', average: 22, youngest: 16, oldest: 61 }],
  classMix: [
    {
      month: '2026-07',
      source: 'schoolFigures',
      students: 212,
      under18: 12,
      firstLanguages: [
        { language: 'it', share: 20 },
        { language: 'es', share: 15 },
      ],
    },
  ],
});

/** The path and message of the first issue of a facts object with one change made to it. */
const firstIssue = (change: (value: ReturnType<typeof facts>) => void) => {
  const value = facts();
  change(value);
  const result = schoolFactsSchema.safeParse(value);
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
};

/** A school whose every course starts at 18, with the facts above made to fit it. */
const adultSchool = () => {
  const value = facts();
  value.agesBySeason[0]!.youngest = 18;
  value.classMix[0]!.under18 = 0;
  return {
    id: 1,
    slug: 'grown_up_school',
    name: 'Grown-up School',
    nameEn: 'Grown-up School',
    programmeTypes: ['languageschool'],
    languages: ['english'],
    country: 'united_kingdom',
    city: 'edinburgh',
    addressInCity: '1 Queen Street',
    postalCode: 'EH2 1JX',
    latitude: 55.95,
    longitude: -3.2,
    currency: 'GBP',
    lessonDuration: 60,
    shortDescription: { en: 'English for adults.' },
    longDescription: { en: '<p>English for adults.</p>' },
    bookingKnowledge: { en: '<p>Book early.</p>' },
    features: {},
    deposit: 200,
    fees: { registration: 80, books: 40, accommodationPlacement: 50 },
    photos: 1,
    terms: 'general-terms.pdf',
    popularity: 10,
    courses: [
      {
        id: 1,
        name: { en: 'General English' },
        type: 'general',
        description: { en: '<p>Mornings.</p>' },
        minAge: 18,
        maxAge: 0,
        lessonDuration: 60,
        studentsPerClass: 8,
        minWeeks: 1,
        maxWeeks: 52,
        startDay: 'monday',
        endDay: 'friday',
        courseWeeks: [
          {
            from: 1,
            to: null,
            options: [{ id: 11, lessonsPerWeek: 20, schedule: { sessions: [{ start: '09:00', end: '12:30' }] } }],
          },
        ],
      },
    ],
    priceLists: [
      {
        id: 2027,
        validFrom: '2027-01-01',
        validTo: '2027-12-31',
        courses: [{ courseId: 1, options: [{ weekPriceId: 11, pricePerWeek: 300 }] }],
      },
    ],
    facts: value,
  };
};

describe('schoolFactsSchema', () => {
  it('takes facts as the content team writes them', () => {
    expect(schoolFactsSchema.parse(facts())).toEqual({ ...facts(), sameAs: [] });
  });

  it('refuses a body outside the fixed list, and a body listed twice, naming the entry', () => {
    expect(firstIssue((f) => (f.accreditations = ['british_council', 'best_schools_club'])).path).toBe(
      'accreditations.1',
    );
    expect(firstIssue((f) => (f.accreditations = ['ialc', 'ialc']))).toEqual({
      path: 'accreditations.1',
      message: 'ialc is listed twice',
    });
  });

  it('refuses a founding year that is not a year, or later than figures it reports', () => {
    expect(firstIssue((f) => (f.founded = 1987.5))).toEqual({
      path: 'founded',
      message: 'must be a year such as 1987',
    });
    expect(firstIssue((f) => (f.founded = 1066)).path).toBe('founded');
    expect(firstIssue((f) => (f.founded = 2027))).toEqual({
      path: 'classMix.0.month',
      message: 'must not be before the school was founded (2027)',
    });
  });

  it('refuses a number of students that is not a positive whole number', () => {
    expect(firstIssue((f) => (f.studentsPerYear = 0)).path).toBe('studentsPerYear');
    expect(firstIssue((f) => (f.classMix[0]!.students = 2.5)).path).toBe('classMix.0.students');
  });

  it('refuses ages out of order, out of range, or a season given twice', () => {
    expect(firstIssue((f) => (f.agesBySeason[0]!.average = 70))).toEqual({
      path: 'agesBySeason.0.average',
      message: 'must lie between youngest and oldest',
    });
    expect(firstIssue((f) => (f.agesBySeason[0]!.youngest = 65)).path).toBe('agesBySeason.0.youngest');
    expect(firstIssue((f) => (f.agesBySeason[0]!.oldest = 120)).path).toBe('agesBySeason.0.oldest');
    expect(firstIssue((f) => (f.agesBySeason[0]!.season = 'summer')).path).toBe('agesBySeason.0.season');
    expect(firstIssue((f) => f.agesBySeason.push({ ...f.agesBySeason[0]! })).path).toBe('agesBySeason.1.season');
  });

  it('refuses a class mix with a bad month, source, share or language', () => {
    expect(firstIssue((f) => (f.classMix[0]!.month = '2026-13')).path).toBe('classMix.0.month');
    expect(firstIssue((f) => (f.classMix[0]!.source = 'rumour')).path).toBe('classMix.0.source');
    expect(firstIssue((f) => (f.classMix[0]!.under18 = 101))).toEqual({
      path: 'classMix.0.under18',
      message: 'must be a whole percentage from 0 to 100',
    });
    expect(firstIssue((f) => (f.classMix[0]!.firstLanguages[0]!.language = 'Italian')).path).toBe(
      'classMix.0.firstLanguages.0.language',
    );
    expect(firstIssue((f) => (f.classMix[0]!.firstLanguages[1]!.language = 'it')).path).toBe(
      'classMix.0.firstLanguages.1.language',
    );
    expect(firstIssue((f) => (f.classMix[0]!.firstLanguages[0]!.share = 90))).toEqual({
      path: 'classMix.0.firstLanguages',
      message: 'shares add up to 105, above 100',
    });
    expect(firstIssue((f) => f.classMix.push({ ...f.classMix[0]! })).path).toBe('classMix.1.month');
  });

  it('refuses facts that contradict the courses: students younger than any course accepts', () => {
    const school = adultSchool();
    expect(schoolSchema.safeParse(school).error?.issues ?? []).toEqual([]);
    school.facts.classMix[0]!.under18 = 5;
    school.facts.agesBySeason[0]!.youngest = 16;
    const issues = schoolSchema
      .safeParse(school)
      .error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues).toEqual([
      'facts.agesBySeason.0.youngest: must not be below the youngest age a course accepts (18)',
      'facts.classMix.0.under18: must be 0: every course starts at 18',
    ]);
  });
});

describe('shown class mixes', () => {
  const mix = (month: string, students: number, under18: number) => ({
    month,
    source: 'ourBookings' as const,
    students,
    under18,
    firstLanguages: [{ language: 'en', share: 50 }],
  });

  it('leaves out a mix of fewer than 5 students and puts the latest month first', () => {
    const shown = shownClassMixes([mix('2025-07', 40, 0), mix('2026-07', 4, 0), mix('2026-01', 5, 0)]);
    expect(shown.map((m) => m.month)).toEqual(['2026-01', '2025-07']);
  });

  it('finds a school adults only in a month whose latest shown mix has no one under 18, never in a month without one', () => {
    expect(adultsOnlyMonths([mix('2026-01', 30, 0), mix('2026-07', 80, 6), mix('2026-03', 4, 0)])).toEqual([1]);
    // An older July with no minors does not outweigh this year's July with some.
    expect(adultsOnlyMonths([mix('2025-07', 30, 0), mix('2026-07', 30, 3)])).toEqual([]);
    // This year's July, too small to show, leaves last year's as the figure.
    expect(adultsOnlyMonths([mix('2025-07', 30, 0), mix('2026-07', 3, 50)])).toEqual([7]);
  });
});
