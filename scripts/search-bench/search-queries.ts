import type { FilterData } from '#domain/search/search-answer.ts';
import { seededRandom } from '../photos/seeded-random.ts';

type Api = { request(path: string): Response | Promise<Response> };

const SORTS = ['popularity', 'highratingfirst', 'expensivefirst', 'cheapfirst'];
const FEATURES = ['budgetary', 'avgage30', 'incenter'];

/**
 * A mix of findschools queries like visitors send: every language, its countries and cities,
 * other lengths, orders, features, programme types, name searches and second pages, in ru and en.
 */
export async function searchQueries(api: Api, count: number): Promise<string[]> {
  const random = seededRandom('search-bench');
  const places: { language: string; country?: string; city?: string }[] = [];
  const english = (await (await api.request('/api/search/filterdata/?culture=en&language=english')).json()) as {
    data: FilterData;
  };
  for (const language of english.data.languages) {
    const data = (await (await api.request(`/api/search/filterdata/?culture=en&language=${language.url}`)).json()) as {
      data: FilterData;
    };
    places.push({ language: language.url });
    for (const country of data.data.regions.countries) {
      places.push({ language: language.url, country: country.url });
      for (const city of country.cities) places.push({ language: language.url, country: country.url, city: city.url });
    }
  }
  const queries: string[] = [];
  for (let n = 0; n < count; n++) {
    const place = random.pick(places);
    const params = new URLSearchParams({ culture: random.pick(['ru', 'en']), language: place.language });
    if (place.country) params.set('country', place.country);
    if (place.city) params.set('city', place.city);
    if (random.chance(0.4)) params.set('weeks', String(random.int(2, 24)));
    if (random.chance(0.4)) params.set('sort', random.pick(SORTS));
    if (random.chance(0.3)) params.set(random.pick(FEATURES), 'true');
    if (random.chance(0.1)) params.set('schooltype', 'languagecamp');
    if (random.chance(0.1)) params.set('accommodation', 'false');
    if (random.chance(0.05)) params.set('name', random.pick(['english', 'school', 'academy', 'sol', 'harbour']));
    if (random.chance(0.2)) params.set('page', '2');
    queries.push(`/api/search/findschools/?${params}`);
  }
  return queries;
}
