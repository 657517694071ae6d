import type { z } from 'zod';
import type { HolidaysContent } from '#domain/catalogue/holidays-schema.ts';
import { schoolSchema, type SchoolContent, type SchoolFile } from '#domain/catalogue/school-schema.ts';
import { normaliseSchoolMoney } from './normalise-school-money.ts';

/** One wrong field of a content file: its path (`courses.0.minWeeks`, '' for the whole file) and what is wrong. */
export interface ContentIssue {
  field: string;
  message: string;
}

/** What a school file is checked against besides its own schema: the places, the holidays and the terms files. */
export interface SchoolFileContext {
  languages: ReadonlySet<string>;
  countries: ReadonlySet<string>;
  /** City slug → its country's slug. */
  cityCountry: ReadonlyMap<string, string>;
  holidaysByCountry: ReadonlyMap<string, HolidaysContent>;
  termsExists(name: string): boolean;
}

export type SchoolFileCheck =
  | { ok: true; written: SchoolFile; school: SchoolContent }
  /** `written` is there when the schema held and only names from elsewhere or money were wrong. */
  | { ok: false; issues: ContentIssue[]; written?: SchoolFile };

/** A zod issue in the loader's words ('is required' for a missing field). */
export function contentIssueOf(issue: z.core.$ZodIssue): ContentIssue {
  const message =
    issue.code === 'invalid_type' && issue.message.endsWith('received undefined') ? 'is required' : issue.message;
  return { field: issue.path.map(String).join('.'), message };
}

/**
 * One school file checked as the content loader checks it, every problem named: first its schema
 * (all of zod's issues), then, when that holds, the names it takes from elsewhere (holidays,
 * languages, country, city, terms file) and its money. The result is the school as the database
 * stores it (holiday names filled in, money in minor units). Whether its id, slug and file name
 * agree with the rest of a catalogue is for the caller, who knows the rest.
 */
export function checkSchoolFile(raw: unknown, context: SchoolFileContext): SchoolFileCheck {
  const parsed = schoolSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map(contentIssueOf) };
  const written = parsed.data;
  const issues: ContentIssue[] = [];
  const names = context.holidaysByCountry.get(written.country)?.holidays ?? {};
  const nonWorkingDays = written.nonWorkingDays.map((day, index) => {
    const name = names[day.holiday];
    if (!name)
      issues.push({
        field: `nonWorkingDays.${index}.holiday`,
        message: `'${day.holiday}' is not a holiday in holidays/${written.country}.json`,
      });
    return { ...day, name: name ?? {} };
  });
  written.languages.forEach((language, index) => {
    if (!context.languages.has(language))
      issues.push({ field: `languages.${index}`, message: `unknown language '${language}' (see places.json)` });
  });
  if (!context.countries.has(written.country))
    issues.push({ field: 'country', message: `unknown country '${written.country}' (see places.json)` });
  if (context.cityCountry.get(written.city) !== written.country)
    issues.push({ field: 'city', message: `'${written.city}' is not a city of '${written.country}' in places.json` });
  if (!context.termsExists(written.terms))
    issues.push({
      field: 'terms',
      message: `no terms file '${written.terms}': upload it on the catalogue's terms files page (or put it in content/terms/)`,
    });
  let school: SchoolContent | undefined;
  try {
    const named: SchoolContent = { ...written, nonWorkingDays };
    school = normaliseSchoolMoney(named);
  } catch (error) {
    issues.push({ field: 'currency', message: error instanceof Error ? error.message : String(error) });
  }
  return issues.length > 0 || !school ? { ok: false, issues, written } : { ok: true, written, school };
}
