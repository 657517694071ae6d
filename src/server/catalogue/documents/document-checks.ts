import type { HolidaysContent } from '#domain/catalogue/holidays-schema.ts';
import type { Places } from '#domain/catalogue/place-schema.ts';
import type { VisaHelpContent } from '#domain/catalogue/visa-schema.ts';
import type { Database } from '../../db/database.ts';
import type { ContentIssue } from '../content/check-school-file.ts';
import { parseSchoolSource } from '../editing/school-source.ts';
import { getPlaces } from '../queries/get-places.ts';
import { listCatalogueDocuments } from '../queries/list-catalogue-documents.ts';
import { listSchoolFilesOfPlaces, type SchoolFilesRow } from '../queries/list-school-files-of-places.ts';
import type { HolidayUses } from './catalogue-documents.ts';
import type { DocumentRef } from './document-kinds.ts';

const holidayKeysOf = (source: string | null): string[] => {
  const file = parseSchoolSource(source) as { nonWorkingDays?: { holiday?: unknown }[] } | null;
  return (file?.nonWorkingDays ?? []).map((day) => day.holiday).filter((key): key is string => typeof key === 'string');
};

/** Which schools of a country name each of its holidays, in their published file or their draft. */
export function holidayUsesOf(rows: readonly SchoolFilesRow[], country: string): HolidayUses {
  const uses: HolidayUses = {};
  for (const row of rows) {
    if (row.country !== country) continue;
    for (const key of new Set([...holidayKeysOf(row.source), ...holidayKeysOf(row.draft)]))
      (uses[key] ??= []).push({ id: row.id, name: row.name });
  }
  return uses;
}

const named = (schools: readonly { id: number; name: string }[]) =>
  schools.map((school) => `${school.name} (${school.id})`).join(', ');

async function countryIssue(db: Database, country: string): Promise<ContentIssue[]> {
  const places = await getPlaces(db);
  return places.countries.some((item) => item.slug === country)
    ? []
    : [{ field: 'country', message: `unknown country '${country}' (see the places)` }];
}

async function holidaysIssues(db: Database, ref: DocumentRef, doc: HolidaysContent): Promise<ContentIssue[]> {
  if (doc.country !== ref.country)
    return [{ field: 'country', message: `must be '${ref.country}', the country whose holidays these are` }];
  const issues = await countryIssue(db, doc.country);
  const uses = holidayUsesOf(await listSchoolFilesOfPlaces(db), doc.country);
  for (const [key, schools] of Object.entries(uses))
    if (!(key in doc.holidays))
      issues.push({
        field: `holidays.${key}`,
        message: `cannot be removed: it is a non-working day of ${named(schools)}; remove it there first`,
      });
  return issues;
}

async function placesIssues(db: Database, doc: Places): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  const languages = new Set(doc.languages.map((language) => language.slug));
  const countries = new Set(doc.countries.map((country) => country.slug));
  const cityCountry = new Map(doc.cities.map((city) => [city.slug, city.country]));
  doc.cities.forEach((city, index) => {
    if (!countries.has(city.country))
      issues.push({ field: `cities.${index}.country`, message: `unknown country '${city.country}'` });
  });
  const lost = new Map<string, { id: number; name: string }[]>();
  const lose = (what: string, school: SchoolFilesRow) =>
    lost.set(what, [...(lost.get(what) ?? []), { id: school.id, name: school.name }]);
  for (const school of await listSchoolFilesOfPlaces(db)) {
    for (const language of school.languages) if (!languages.has(language)) lose(`languages: '${language}'`, school);
    if (!countries.has(school.country)) lose(`countries: '${school.country}'`, school);
    if (cityCountry.get(school.city) !== school.country)
      lose(`cities: '${school.city}' in '${school.country}'`, school);
  }
  for (const [what, schools] of lost) {
    const [field, name] = what.split(': ');
    issues.push({ field: field!, message: `${name} is needed by ${named(schools)}` });
  }
  for (const kind of ['holidays', 'visa'])
    for (const { doc: other } of await listCatalogueDocuments<{ country: string }>(db, `${kind}/`))
      if (!countries.has(other.country))
        issues.push({ field: 'countries', message: `'${other.country}' is needed by its ${kind} document` });
  return issues;
}

/** What is wrong with a document (valid by its schema) against the rest of the catalogue. */
export async function documentIssues(db: Database, ref: DocumentRef, doc: unknown): Promise<ContentIssue[]> {
  switch (ref.kind) {
    case 'holidays':
      return holidaysIssues(db, ref, doc as HolidaysContent);
    case 'places':
      return placesIssues(db, doc as Places);
    case 'visa': {
      const help = doc as VisaHelpContent;
      if (help.country !== ref.country)
        return [{ field: 'country', message: `must be '${ref.country}', the country whose visa help this is` }];
      return countryIssue(db, help.country);
    }
    case 'company':
    case 'rates':
      return [];
  }
}
