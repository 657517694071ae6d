import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { placesSchema, type Places } from '#domain/catalogue/place-schema.ts';
import { schoolSchema, type SchoolContent } from '#domain/catalogue/school-schema.ts';
import { schoolReviewsSchema, type ReviewContent } from '#domain/catalogue/review-schema.ts';
import { seoTextsSchema, type SeoTexts } from '#domain/catalogue/seo-schema.ts';
import { ratesSchema, type Rates } from '#domain/catalogue/rates-schema.ts';
import { visaHelpSchema, type VisaHelpContent } from '#domain/catalogue/visa-schema.ts';
import { holidaysSchema, type HolidaysContent } from '#domain/catalogue/holidays-schema.ts';
import { CULTURES, type Culture } from '#domain/culture.ts';
import { ContentError } from './content-error.ts';
import { readContentFile } from './read-content-file.ts';
import { normaliseSchoolMoney } from './normalise-school-money.ts';

/** The whole catalogue as read from content/, validated, with money in minor units. */
export interface Catalogue {
  places: Places;
  schools: SchoolContent[];
  /** Approved reviews with the id of the school they belong to. */
  reviews: (ReviewContent & { schoolId: number })[];
  seo: Record<Culture, SeoTexts>;
  rates: Rates;
  /** Visa help per country (content/visa/, optional); the search page shows it in ru. */
  visa: VisaHelpContent[];
  /** Public holiday names per country (content/holidays/), which school files name by key. */
  holidays: HolidaysContent[];
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

  const schools: SchoolContent[] = [];
  const ids = new Map<number, string>();
  const slugs = new Map<string, string>();
  for (const path of jsonFiles(join(root, 'schools'))) {
    const file = path.slice(root.length + 1);
    const written = readContentFile(path, schoolSchema, root);
    const names = holidaysByCountry.get(written.country)?.holidays ?? {};
    const school: SchoolContent = {
      ...written,
      nonWorkingDays: written.nonWorkingDays.map((day, index) => {
        const name = names[day.holiday];
        if (!name) throw new ContentError(file, `nonWorkingDays.${index}.holiday`, `'${day.holiday}' is not a holiday in holidays/${written.country}.json`);
        return { ...day, name };
      }),
    };
    const expected = `${school.slug}.json`;
    if (!path.endsWith(`/${expected}`)) throw new ContentError(file, 'slug', `must match the file name (${expected})`);
    if (ids.has(school.id)) throw new ContentError(file, 'id', `${school.id} is already used by ${ids.get(school.id)}`);
    if (slugs.has(school.slug)) throw new ContentError(file, 'slug', `'${school.slug}' is already used by ${slugs.get(school.slug)}`);
    school.languages.forEach((language, index) => {
      if (!languages.has(language)) throw new ContentError(file, `languages.${index}`, `unknown language '${language}' (see places.json)`);
    });
    if (!countries.has(school.country)) throw new ContentError(file, 'country', `unknown country '${school.country}' (see places.json)`);
    if (cityCountry.get(school.city) !== school.country) throw new ContentError(file, 'city', `'${school.city}' is not a city of '${school.country}' in places.json`);
    if (!existsSync(join(root, 'terms', school.terms))) throw new ContentError(file, 'terms', `content/terms/${school.terms} does not exist`);
    ids.set(school.id, file);
    slugs.set(school.slug, file);
    try {
      schools.push(normaliseSchoolMoney(school));
    } catch (error) {
      throw new ContentError(file, 'currency', error instanceof Error ? error.message : String(error));
    }
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

  return { places, schools, reviews, seo, rates, visa, holidays };
}
