import { useStore } from '@nanostores/react';
import { searchCrumbs } from '#domain/search/search-crumbs.ts';
import { useSearch } from './search-context.ts';

/** Language, then country, then city (spec section 2); the last is the page itself. */
export function SearchBreadcrumbs() {
  const { culture, t, store } = useSearch();
  const view = useStore(store.$view);
  const crumbs = searchCrumbs(culture, view.filters, view.filterData);
  return (
    <nav className="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={crumb.path}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
