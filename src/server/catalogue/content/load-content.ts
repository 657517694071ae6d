import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { placesSchema, type Places } from '#domain/catalogue/place-schema.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import { schoolReviewsSchema, type ReviewContent } from '#domain/catalogue/review-schema.ts';
import { seoTextsSchema, type SeoTexts } from '#domain/catalogue/seo-schema.ts';
import { ratesSchema, type Rates } from '#domain/catalogue/rates-schema.ts';
import { visaHelpSchema, type VisaHelpContent } from '#domain/catalogue/visa-schema.ts';
import { holidaysSchema, type HolidaysContent } from '#domain/catalogue/holidays-schema.ts';
import { companySchema, type Company } from '#domain/company/company-schema.ts';
import { CULTURES, type Culture } from '#domain/culture.ts';
import { ContentError } from './content-error.ts';
import { readContentFile } from './read-content-file.ts';
import { checkSchoolFile, type SchoolFileContext } from './check-school-file.ts';

/** The whole catalogue as read from content/, validated, with money in minor units. */
export interface Catalogue {
  /** The agency's facts (content/company.json): founding year, support hours, confirmation window, team. */
  company: Company;
  places: Places;
  schools: SchoolContent[];
  /**
   * Each school's file as written, by school id: the database keeps it beside the derived school
   * so that an export writes the same bytes back.
   */
  schoolSources: Record<number, string>;
  /** Approved reviews with the id of the school they belong to. */
  reviews: (ReviewContent & { schoolId: number })[];
  seo: Record<Culture, SeoTexts>;
  rates: Rates;
  /** Visa help per country (content/visa/, optional); the search page shows it in ru. */
  visa: VisaHelpContent[];
  /** Public holiday names per country (content/holidays/), which school files name by key. */
  holidays: HolidaysContent[];
  /**
   * Each site-wide document's file as written, by its catalogue_documents key: the database keeps
   * it so that an export writes the same bytes back.
   */
  documentSources: Record<string, string>;
}

const jsonFiles = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).sort().map((name) => join(dir, name)) : [];

/**
 * Reads and checks every content file. Stops at the first problem with a ContentError that
 * names the file and the field, so a bad edit never reaches the database or the pages.
 */
export function loadContent(root: string): Catalogue {
  const places = readContentFile(join(root, 'places.json'), placesSchema, root);
  const rates = readContentFile(join(root, 'rates.json'), ratesSchema, root);
  const company = readContentFile(join(root, 'company.json'), companySchema, root);
  const languages = new Set(places.languages.map((l) => l.slug));
  const countries = new Set(places.countries.map((c) => c.slug));
  const cityCountry = new Map(places.cities.map((c) => [c.slug, c.country]));
  places.cities.forEach((city, index) => {
    if (!countries.has(city.country)) throw new ContentError('places.json', `cities.${index}.country`, `unknown country '${city.country}'`);
  });

  const holidays: HolidaysContent[] = [];
  const holidaysByCountry = new Map<string, HolidaysContent>();
  for (const path of jsonFiles(join(root, 'holidays'))) {
    const file = path.slice(root.length + 1);
    const list = readContentFile(path, holidaysSchema, root);
    if (!path.endsWith(`/${list.country}.json`)) throw new ContentError(file, 'country', `must match the file name (${list.country}.json)`);
    if (!countries.has(list.country)) throw new ContentError(file, 'country', `unknown country '${list.country}' (see places.json)`);
    holidays.push(list);
    holidaysByCountry.set(list.country, list);
  }

  const context: SchoolFileContext = {
    languages,
    countries,
    cityCountry,
    holidaysByCountry,
    termsExists: (name) => existsSync(join(root, 'terms', name)),
  };
  const schools: SchoolContent[] = [];
  const schoolSources: Record<number, string> = {};
  const ids = new Map<number, string>();
  const slugs = new Map<string, string>();
  for (const path of jsonFiles(join(root, 'schools'))) {
    const file = path.slice(root.length + 1);
    const source = readFileSync(path, 'utf8');
    let raw: unknown;
    try {
      raw = JSON.parse(source);
    } catch (error) {
      throw new ContentError(file, '', error instanceof Error ? error.message : String(error));
    }
    const checked = checkSchoolFile(raw, context);
    if (!checked.ok) throw new ContentError(file, checked.issues[0]!.field, checked.issues[0]!.message);
    const { school } = checked;
    const expected = `${school.slug}.json`;
    if (!path.endsWith(`/${expected}`)) throw new ContentError(file, 'slug', `must match the file name (${expected})`);
    if (ids.has(school.id)) throw new ContentError(file, 'id', `${school.id} is already used by ${ids.get(school.id)}`);
    if (slugs.has(school.slug)) throw new ContentError(file, 'slug', `'${school.slug}' is already used by ${slugs.get(school.slug)}`);
    ids.set(school.id, file);
    slugs.set(school.slug, file);
    schools.push(school);
    schoolSources[school.id] = source;
  }

  const schoolIdBySlug = new Map(schools.map((s) => [s.slug, s.id]));
  const reviews: Catalogue['reviews'] = [];
  const reviewIds = new Set<number>();
  for (const path of jsonFiles(join(root, 'reviews'))) {
    const file = path.slice(root.length + 1);
    const { school, reviews: list } = readContentFile(path, schoolReviewsSchema, root);
    const schoolId = schoolIdBySlug.get(school);
    if (schoolId === undefined) throw new ContentError(file, 'school', `no school with slug '${school}'`);
    list.forEach((review, index) => {
      if (reviewIds.has(review.id)) throw new ContentError(file, `reviews.${index}.id`, `${review.id} is used twice`);
      reviewIds.add(review.id);
      reviews.push({ ...review, schoolId });
    });
  }

  const seo = Object.fromEntries(
    CULTURES.map((culture) => [culture, readContentFile(join(root, 'seo', `${culture}.json`), seoTextsSchema, root)]),
  ) as Record<Culture, SeoTexts>;

  const visa: VisaHelpContent[] = [];
  for (const path of jsonFiles(join(root, 'visa'))) {
    const file = path.slice(root.length + 1);
    const help = readContentFile(path, visaHelpSchema, root);
    if (!path.endsWith(`/${help.country}.json`)) throw new ContentError(file, 'country', `must match the file name (${help.country}.json)`);
    if (!countries.has(help.country)) throw new ContentError(file, 'country', `unknown country '${help.country}' (see places.json)`);
    visa.push(help);
  }

  const documentSources: Record<string, string> = {
    company: readFileSync(join(root, 'company.json'), 'utf8'),
    places: readFileSync(join(root, 'places.json'), 'utf8'),
    rates: readFileSync(join(root, 'rates.json'), 'utf8'),
  };
  for (const culture of CULTURES) documentSources[`seo/${culture}`] = readFileSync(join(root, 'seo', `${culture}.json`), 'utf8');
  for (const kind of ['holidays', 'visa'])
    for (const path of jsonFiles(join(root, kind)))
      documentSources[`${kind}/${basename(path, '.json')}`] = readFileSync(path, 'utf8');

  return { company, places, schools, schoolSources, reviews, seo, rates, visa, holidays, documentSources };
}
