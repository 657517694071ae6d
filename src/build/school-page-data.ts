import type { Culture } from '../domain/culture.ts';
import type { SchoolData } from '../domain/catalogue/api-types.ts';
import type { SchoolRoute } from '../domain/routes/school-routes.ts';
import { schoolPath } from '../domain/routes/school-routes.ts';
import { culturePath } from '../domain/routes/site-url.ts';
import { intlLocale } from '../domain/intl-locale.ts';
import { capitalise } from '../domain/text/capitalise.ts';
import { createTranslator } from '../i18n/create-translator.ts';
import { getLanguages, getSchoolPage, type ReviewsPage } from './catalogue-client.ts';

/** The school page lists the first reviews; the reviews island pages through the rest later. */
export const REVIEWS_ON_PAGE = 10;

export interface SchoolPageData {
  school: SchoolData;
  reviews: ReviewsPage;
  title: string;
  crumbs: { name: string; path: string }[];
  cityName: string;
  countryName: string;
}

/** Everything the school page shows, read through the catalogue API. */
export async function loadSchoolPage(culture: Culture, route: SchoolRoute): Promise<SchoolPageData> {
  const { school, reviews } = await getSchoolPage(culture, route, REVIEWS_ON_PAGE);
  // navigations: language, country, city (name and URL segment); the page prefixes the culture.
  // They start at the school's first language; its page under another language it teaches (the
  // one that language's search links to) leads back to that language's search instead.
  const navigations = [...school.navigations];
  if (navigations[0] && navigations[0].url !== route.language) {
    const language = (await getLanguages(culture)).find((candidate) => candidate.url === route.language);
    navigations[0] = { name: language?.name ?? route.language, url: route.language };
  }
  const crumbs: { name: string; path: string }[] = [];
  let path = '';
  for (const navigation of navigations) {
    path = path === '' ? navigation.url : `${path}/${navigation.url}`;
    crumbs.push({ name: capitalise(navigation.name, intlLocale(culture)), path: culturePath(culture, path) });
  }
  crumbs.push({ name: school.name, path: schoolPath(culture, route) });
  const countryName = school.navigations[1]?.name ?? school.country;
  const cityName = school.navigations[2]?.name ?? school.city;
  const t = createTranslator(culture);
  return {
    school,
    reviews,
    title: t('school.metaTitle', { school: school.name, city: cityName }),
    crumbs,
    cityName,
    countryName,
  };
}
