import { z } from 'zod';
import { ACCREDITATION_BODY_KEYS } from './accreditation-bodies.ts';

/** The seasons student ages are given for: three calendar months each, named by them, so no hemisphere is implied. */
export const AGE_SEASONS = ['decFeb', 'marMay', 'junAug', 'sepNov'] as const;
export type AgeSeason = (typeof AGE_SEASONS)[number];

/** Where a class mix comes from: the school's own figures, or the bookings made through us. */
export const CLASS_MIX_SOURCES = ['schoolFigures', 'ourBookings'] as const;
export type ClassMixSource = (typeof CLASS_MIX_SOURCES)[number];

const percent = z
  .number({ error: 'must be a whole percentage from 0 to 100' })
  .int({ error: 'must be a whole percentage from 0 to 100' })
  .min(0, { error: 'must be a whole percentage from 0 to 100' })
  .max(100, { error: 'must be a whole percentage from 0 to 100' });

const age = z
  .number({ error: 'must be an age in whole years from 3 to 99' })
  .int({ error: 'must be an age in whole years from 3 to 99' })
  .min(3, { error: 'must be an age in whole years from 3 to 99' })
  .max(99, { error: 'must be an age in whole years from 3 to 99' });

/** Average and range of the students' ages over one season. */
export const seasonAgesSchema = z
  .strictObject({ season: z.enum(AGE_SEASONS), average: age, youngest: age, oldest: age })
  .superRefine((ages, ctx) => {
    if (ages.youngest > ages.oldest)
      ctx.addIssue({ code: 'custom', path: ['youngest'], message: 'must not be above oldest' });
    else if (ages.average < ages.youngest || ages.average > ages.oldest)
      ctx.addIssue({ code: 'custom', path: ['average'], message: 'must lie between youngest and oldest' });
  });

/** One first language and its share of a month's students. */
export const firstLanguageShareSchema = z.strictObject({
  /** ISO 639-1 code, named on the page in the visitor's language. */
  language: z.string().regex(/^[a-z]{2}$/, { error: 'must be an ISO 639-1 language code such as es' }),
  share: percent.refine((share) => share > 0, { error: 'must be above 0 (leave a language out instead)' }),
});

/**
 * Who was in class in one month: the largest first-language groups (the rest are 'other
 * languages'), the share under 18, how many students it counts and where the figures come from.
 */
export const classMixSchema = z
  .strictObject({
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'must be a month written YYYY-MM' }),
    source: z.enum(CLASS_MIX_SOURCES),
    students: z
      .number({ error: 'must be a whole number of students, at least 1' })
      .int({ error: 'must be a whole number of students, at least 1' })
      .min(1, { error: 'must be a whole number of students, at least 1' }),
    under18: percent,
    firstLanguages: z.array(firstLanguageShareSchema).min(1, { error: 'needs at least one first language' }),
  })
  .superRefine((mix, ctx) => {
    const seen = new Set<string>();
    mix.firstLanguages.forEach((entry, index) => {
      if (seen.has(entry.language))
        ctx.addIssue({
          code: 'custom',
          path: ['firstLanguages', index, 'language'],
          message: `${entry.language} is listed twice`,
        });
      seen.add(entry.language);
    });
    const total = mix.firstLanguages.reduce((sum, entry) => sum + entry.share, 0);
    if (total > 100)
      ctx.addIssue({ code: 'custom', path: ['firstLanguages'], message: `shares add up to ${total}, above 100` });
  });

/** What a careful visitor checks before trusting a school: who vouches for it, how old and large it is, who studies there. */
export const schoolFactsSchema = z
  .strictObject({
    /** Accrediting bodies and memberships, keys of ACCREDITATION_BODIES; empty for none. */
    accreditations: z.array(z.enum(ACCREDITATION_BODY_KEYS)),
    founded: z
      .number({ error: 'must be a year such as 1987' })
      .int({ error: 'must be a year such as 1987' })
      .min(1800, { error: 'must be a year from 1800 on' }),
    studentsPerYear: z
      .number({ error: 'must be a whole number of students, at least 1' })
      .int({ error: 'must be a whole number of students, at least 1' })
      .min(1, { error: 'must be a whole number of students, at least 1' }),
    agesBySeason: z.array(seasonAgesSchema).min(1, { error: 'needs the ages of at least one season' }),
    classMix: z.array(classMixSchema),
    /** The school's own pages elsewhere (its site, an encyclopedia entry), for search engines; https only. */
    sameAs: z.array(z.url({ protocol: /^https$/, error: 'must be an https:// address' })).default([]),
  })
  .superRefine((facts, ctx) => {
    const once = <T>(values: T[], path: (index: number) => (string | number)[], what: (value: T) => string) => {
      const seen = new Set<T>();
      values.forEach((value, index) => {
        if (seen.has(value))
          ctx.addIssue({ code: 'custom', path: path(index), message: `${what(value)} is listed twice` });
        seen.add(value);
      });
    };
    once(
      facts.accreditations,
      (i) => ['accreditations', i],
      (body) => body,
    );
    once(
      facts.agesBySeason.map((ages) => ages.season),
      (i) => ['agesBySeason', i, 'season'],
      (season) => `season ${season}`,
    );
    once(
      facts.classMix.map((mix) => mix.month),
      (i) => ['classMix', i, 'month'],
      (month) => `month ${month}`,
    );
    facts.classMix.forEach((mix, index) => {
      if (Number(mix.month.slice(0, 4)) < facts.founded)
        ctx.addIssue({
          code: 'custom',
          path: ['classMix', index, 'month'],
          message: `must not be before the school was founded (${facts.founded})`,
        });
    });
  });

export type SchoolFacts = z.infer<typeof schoolFactsSchema>;
export type ClassMix = z.infer<typeof classMixSchema>;
export type SeasonAges = z.infer<typeof seasonAgesSchema>;
