import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyFixtureContent } from './fixture-content.ts';

type Json = Record<string, unknown>;

export interface ExtraSchool {
  id: number;
  name: string;
  country?: 'malta' | 'united_kingdom' | 'spain';
  city?: 'st_julians' | 'sliema' | 'london' | 'madrid';
  programmeTypes?: string[];
  accommodation?: boolean;
  features?: Partial<Record<'budgetary' | 'fewRussianSpeakers' | 'avgAge30' | 'inCityCentre', boolean>>;
  returnDeposit?: boolean;
  popularity: number;
  currency?: 'EUR' | 'GBP';
  perWeek: number;
  minWeeks?: number;
}

/**
 * The search suites' catalogue: the fixture catalogue plus 18 English schools built from the
 * Harbour View school, enough for two pages, a 'similar' group and every filter and order.
 * Exact for the default filters (language school, housing, 2 weeks): 101, 103, 201–212, 217, 218.
 */
export const EXTRA_SCHOOLS: ExtraSchool[] = [
  ...Array.from({ length: 10 }, (_, i): ExtraSchool => ({
    id: 201 + i,
    name: `Sliema Bay School ${i + 1}`,
    city: 'sliema',
    popularity: 890 - i * 10,
    perWeek: 310 + i * 10,
  })),
  {
    id: 211,
    name: 'Budget Point English',
    city: 'sliema',
    features: { budgetary: true },
    popularity: 300,
    perWeek: 230,
  },
  { id: 212, name: 'Grown-ups English Club', features: { avgAge30: true }, popularity: 290, perWeek: 240 },
  { id: 213, name: 'Long Stay English', popularity: 280, perWeek: 250, minWeeks: 4 },
  { id: 214, name: 'Summer Camp Malta', programmeTypes: ['languagecamp'], popularity: 270, perWeek: 260 },
  { id: 215, name: 'Day School Sliema', city: 'sliema', accommodation: false, popularity: 260, perWeek: 270 },
  {
    id: 216,
    name: 'Day Camp Sliema',
    city: 'sliema',
    programmeTypes: ['languagecamp'],
    accommodation: false,
    popularity: 250,
    perWeek: 280,
  },
  {
    id: 217,
    name: 'Camden Lock English',
    country: 'united_kingdom',
    city: 'london',
    currency: 'GBP',
    popularity: 240,
    perWeek: 180,
  },
  {
    id: 218,
    name: "École Côte d'Azur English",
    features: { inCityCentre: true },
    returnDeposit: true,
    popularity: 230,
    perWeek: 290,
  },
];

const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

function buildSchool(template: Json, extra: ExtraSchool): Json {
  const school = structuredClone(template);
  const [course] = school.courses as Json[];
  const slug = slugOf(extra.name);
  Object.assign(school, {
    id: extra.id,
    slug,
    name: extra.name,
    nameEn: extra.name,
    programmeTypes: extra.programmeTypes ?? ['languageschool'],
    languages: ['english'],
    country: extra.country ?? 'malta',
    city: extra.city ?? (extra.country === 'united_kingdom' ? 'london' : 'st_julians'),
    currency: extra.currency ?? 'EUR',
    features: { budgetary: false, fewRussianSpeakers: false, avgAge30: false, inCityCentre: false, ...extra.features },
    returnDepositOnVisaRejection: extra.returnDeposit ?? false,
    popularity: extra.popularity,
    accommodations: extra.accommodation === false ? [] : school.accommodations,
    // The template's holidays are Malta's; holidays/ names them for Malta only.
    nonWorkingDays: (extra.country ?? 'malta') === 'malta' ? school.nonWorkingDays : [],
    promotions: [],
    courses: [
      {
        ...course,
        minWeeks: extra.minWeeks ?? 1,
        maxWeeks: 52,
        courseWeeks: [
          {
            from: 1,
            to: null,
            options: [{ id: 1, lessonsPerWeek: 20, schedule: { sessions: [{ start: '09:00', end: '12:15' }] } }],
          },
        ],
      },
    ],
    // The same weekly price in each of the template's lists: the cards quote one price whatever the day.
    priceLists: (school.priceLists as Json[]).map((list) => ({
      ...list,
      courses: [
        {
          courseId: course!.id,
          options: [{ weekPriceId: 1, pricePerWeek: extra.perWeek }],
          seasonSupplements: (list.courses as Json[]).find((prices) => prices.courseId === course!.id)!
            .seasonSupplements,
        },
      ],
      accommodations: extra.accommodation === false ? [] : list.accommodations,
    })),
  });
  return school;
}

/** A private copy of that catalogue with the visa help of Malta and the United Kingdom; remove() deletes it. */
export function searchContent(): { dir: string; remove(): void } {
  const copy = copyFixtureContent();
  const template = JSON.parse(readFileSync(join(copy.dir, 'schools', 'harbour_view_english.json'), 'utf8')) as Json;
  for (const extra of EXTRA_SCHOOLS) {
    const school = buildSchool(template, extra);
    writeFileSync(join(copy.dir, 'schools', `${String(school.slug)}.json`), JSON.stringify(school, null, 2));
  }
  mkdirSync(join(copy.dir, 'visa'));
  const realVisa = resolve(import.meta.dirname, '../../../content/visa');
  for (const country of ['malta', 'united_kingdom'])
    copyFileSync(join(realVisa, `${country}.json`), join(copy.dir, 'visa', `${country}.json`));
  return copy;
}
