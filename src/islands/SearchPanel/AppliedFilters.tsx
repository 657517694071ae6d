import { useStore } from '@nanostores/react';
import { formatMoney } from '#domain/money/format-money.ts';
import { minorUnitDigits } from '#domain/money/minor-unit-digits.ts';
import { appliedFilters } from '#domain/search/applied-filters.ts';
import { monthName } from '#domain/dates/month-name.ts';
import { featureLabels, schoolTypeLabels } from './option-labels.ts';
import { useSearch } from './search-context.ts';

/**
 * The filters the results are narrowed by, each removable with one click, and 'clear all'
 * (issue 29). Shown only when some filter differs from the language's defaults.
 */
export function AppliedFilters() {
  const { culture, t, store } = useSearch();
  const view = useStore(store.$view);
  const applied = appliedFilters(view.filters);
  if (applied.length === 0) return null;
  const features = featureLabels(t);
  const types = schoolTypeLabels(t);
  const country = view.filterData.regions.countries.find((candidate) => candidate.url === view.filters.country);
  const currency = view.results.currency.isoCode;
  const label = (filter: (typeof applied)[number]): string => {
    switch (filter.kind) {
      case 'name':
        return t('search.applied.name', { name: view.filters.name ?? '' });
      case 'country':
        return country?.name ?? view.filters.country ?? '';
      case 'city':
        return country?.cities.find((city) => city.url === view.filters.city)?.name ?? view.filters.city ?? '';
      case 'schoolType':
        return types[view.filters.schoolType];
      case 'weeks':
        return t('search.weeks', { count: view.filters.weeks });
      case 'maxPrice':
        return t('search.applied.maxPrice', {
          price: formatMoney((view.filters.maxPrice ?? 0) * 10 ** minorUnitDigits(currency), currency, culture, {
            hideZeroCents: true,
          }),
        });
      case 'adultsOnly':
        return t('search.applied.adultsOnly', { month: monthName(view.filters.adultsOnlyMonth ?? 1, culture) });
      default:
        return features[filter.kind];
    }
  };
  return (
    <section className="applied-filters needs-js" aria-labelledby="applied-filters-title">
      <h2 id="applied-filters-title" className="visually-hidden">
        {t('search.applied.title')}
      </h2>
      <ul>
        {applied.map((filter) => {
          const text = label(filter);
          return (
            <li key={filter.kind}>
              <button
                type="button"
                className="chip"
                aria-label={t('search.applied.remove', { filter: text })}
                onClick={() => store.removeFilter(filter.removal)}
              >
                {text} <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
        <li>
          <button type="button" className="link-button" onClick={() => store.clearFilters()}>
            {t('search.applied.clearAll')}
          </button>
        </li>
      </ul>
    </section>
  );
}
