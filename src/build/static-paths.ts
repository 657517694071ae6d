import { CULTURES, DEFAULT_CULTURE, type Culture } from '../domain/culture.ts';
import { searchRoutes, searchSegments, type SearchRoute } from '../domain/routes/search-routes.ts';
import { searchPageCount } from '../domain/search/search-paging.ts';
import type { SchoolRoute } from '../domain/routes/school-routes.ts';
import { getSchoolCards, getSchoolRoutes } from './catalogue-client.ts';
import { renderShare, rendersCulturePages, touchedSchools } from './render-share.ts';

export interface SearchPageProps {
  culture: Culture;
  route: SearchRoute;
  /** 1 for the place's own address, n for …/page/n/. */
  page: number;
}

export interface SchoolPageProps {
  culture: Culture;
  route: SchoolRoute;
}

/** Every culture, for the pages that exist once per culture (home, error pages, the islands' texts). */
export function cultureStaticPaths() {
  return rendersCulturePages() ? CULTURES.map((culture) => ({ params: { culture }, props: { culture } })) : [];
}

// Slugs and places are the same in every culture; one culture's cards give every route.
const allSchools = () => getSchoolCards(DEFAULT_CULTURE);

type PlacedCard = Awaited<ReturnType<typeof allSchools>>[number];

const isInPlace = (school: PlacedCard, route: SearchRoute) =>
  school.languages.some((language) => language.toLowerCase() === route.language) &&
  (route.country === undefined || school.country.toLowerCase() === route.country) &&
  (route.city === undefined || school.city.toLowerCase() === route.city);

/** Every school of a place is on one of its default search's pages: exact matches, then similar ones. */
const schoolsInPlace = (schools: readonly PlacedCard[], route: SearchRoute) =>
  schools.filter((school) => isInPlace(school, route)).length;

const placeParams = (culture: Culture, route: SearchRoute) => {
  const [language, country, city] = searchSegments(route);
  return { culture, language, ...(country === undefined ? {} : { country }), ...(city === undefined ? {} : { city }) };
};

/**
 * getStaticPaths of the search pages with 1 (language), 2 (+country) or 3 (+city) segments: the
 * place's first page ('first'), or its pages from the second on at …/page/{n}/ ('later'). A
 * partial build (src/build/render-share.ts) renders those of the places that hold a school it
 * renders: a school is never shown outside its place, so no other search page has its card.
 */
export async function searchStaticPaths(depth: 1 | 2 | 3, pages: 'first' | 'later' = 'first') {
  const schools = await allSchools();
  const touched = touchedSchools(schools);
  const routes = renderShare(
    searchRoutes(schools).filter(
      (route) =>
        searchSegments(route).length === depth && (!touched || touched.some((school) => isInPlace(school, route))),
    ),
  );
  return CULTURES.flatMap((culture) =>
    routes.flatMap((route) => {
      if (pages === 'first')
        return [{ params: placeParams(culture, route), props: { culture, route, page: 1 } satisfies SearchPageProps }];
      const count = searchPageCount(schoolsInPlace(schools, route));
      return Array.from({ length: count - 1 }, (_, index) => index + 2).map((page) => ({
        params: { ...placeParams(culture, route), page: String(page) },
        props: { culture, route, page } satisfies SearchPageProps,
      }));
    }),
  );
}

/** getStaticPaths of the school pages: every culture × every school under its first language. */
export async function schoolStaticPaths() {
  const routes = await getSchoolRoutes();
  return CULTURES.flatMap((culture) =>
    routes.map((route) => ({ params: { culture, ...route }, props: { culture, route } satisfies SchoolPageProps })),
  );
}
