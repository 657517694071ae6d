import { useStore } from '@nanostores/react';
import { searchPlacePath } from '#domain/search/search-address.ts';
import { useSearch } from './search-context.ts';

/**
 * Links to the language's countries and the country's cities: the static pages search engines
 * follow. Each count is what the linked page finds (countsInPlace), left out when it finds none.
 */
export function RegionLinks() {
  const { culture, t, store } = useSearch();
  const { filters, filterData } = useStore(store.$view);
  const { language, countries } = filterData.regions;
  const country = countries.find((candidate) => candidate.url === filters.country);
  return (
    <nav aria-labelledby="regions-title">
      <h2 id="regions-title">{t('search.whereToStudy', { language: language.name })}</h2>
      <ul className="link-grid">
        {countries.map((entry) => (
          <li key={entry.url}>
            <a href={searchPlacePath(culture, { language: language.url, country: entry.url, city: undefined })}>
              {entry.name}
              {entry.schools > 0 && (
                <span className="count"> ({t('home.schoolsCount', { count: entry.schools })})</span>
              )}
            </a>
          </li>
        ))}
      </ul>
      {country && country.cities.length > 0 && (
        <>
          <h3>{t('search.citiesIn', { country: country.name })}</h3>
          <ul className="link-grid">
            {country.cities.map((city) => (
              <li key={city.url}>
                <a
                  href={searchPlacePath(culture, { language: language.url, country: country.url, city: city.url })}
                  aria-current={city.url === filters.city ? 'page' : undefined}
                >
                  {city.name}
                  {city.schools > 0 && (
                    <span className="count"> ({t('home.schoolsCount', { count: city.schools })})</span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}
