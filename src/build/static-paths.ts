import { CULTURES, DEFAULT_CULTURE, type Culture } from '../domain/culture.ts';
import { searchRoutes, searchSegments, type SearchRoute } from '../domain/routes/search-routes.ts';
import { schoolRoutes, type SchoolRoute } from '../domain/routes/school-routes.ts';
import { getSchoolCards } from './catalogue-client.ts';

export interface SearchPageProps {
  culture: Culture;
  route: SearchRoute;
}

export interface SchoolPageProps {
  culture: Culture;
  route: SchoolRoute;
}

/** Every culture, for the pages that exist once per culture (home, error pages). */
export function cultureStaticPaths() {
  return CULTURES.map((culture) => ({ params: { culture }, props: { culture } }));
}

// Slugs and places are the same in every culture; one culture's cards give every route.
const allSchools = () => getSchoolCards(DEFAULT_CULTURE);

/** getStaticPaths of the search pages with 1 (language), 2 (+country) or 3 (+city) segments. */
export async function searchStaticPaths(depth: 1 | 2 | 3) {
  const routes = searchRoutes(await allSchools()).filter((route) => searchSegments(route).length === depth);
  return CULTURES.flatMap((culture) =>
    routes.map((route) => {
      const [language, country, city] = searchSegments(route);
      const params = depth === 1 ? { culture, language } : depth === 2 ? { culture, language, country } : { culture, language, country, city };
      return { params, props: { culture, route } satisfies SearchPageProps };
    }),
  );
}

/** getStaticPaths of the school pages: every culture × every school under its first language. */
export async function schoolStaticPaths() {
  const routes = schoolRoutes(await allSchools());
  return CULTURES.flatMap((culture) => routes.map((route) => ({ params: { culture, ...route }, props: { culture, route } satisfies SchoolPageProps })));
}
