import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { searchAddress } from '#domain/search/search-address.ts';
import { searchPageCount, searchPageLinks } from '#domain/search/search-paging.ts';
import { useSearch } from './search-context.ts';

/** A plain left click: the island pages in place; other clicks (new tab, download) keep the link's own behaviour. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The links to the other pages of the results. Each is the address of that page's static page,
 * so they work without JavaScript and crawlers follow them; with it, the island loads the page
 * through the API without a reload.
 */
export function PageLinks() {
  const { culture, t, store } = useSearch();
  const { filters, results } = useStore(store.$view);
  const pages = searchPageCount(results.exactCount + results.approximateCount);
  if (pages <= 1) return null;
  const { page } = results;
  const link = (target: number, label: string, rel?: 'prev' | 'next', accessibleName?: string) => (
    <a
      href={searchAddress(culture, filters, target)}
      rel={rel}
      aria-label={accessibleName}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        store.goToPage(target);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav className="page-links" aria-label={t('search.pages')}>
      <p className="muted">{t('search.pageOf', { page, pages })}</p>
      <ul>
        {page > 1 && <li className="page-step">{link(page - 1, `← ${t('search.previousPage')}`, 'prev')}</li>}
        {searchPageLinks(page, pages).map((entry) =>
          entry.kind === 'gap' ? (
            <li key={entry.key} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.page}>
              {entry.page === page ? (
                <a
                  aria-current="page"
                  aria-label={t('search.page', { page: entry.page })}
                  href={searchAddress(culture, filters, entry.page)}
                >
                  {entry.page}
                </a>
              ) : (
                link(entry.page, String(entry.page), undefined, t('search.page', { page: entry.page }))
              )}
            </li>
          ),
        )}
        {page < pages && <li className="page-step">{link(page + 1, `${t('search.nextPage')} →`, 'next')}</li>}
      </ul>
    </nav>
  );
}
