import { useStore } from '@nanostores/react';
import { interleavePlaceholders, type PlaceholderKind } from '#domain/search/result-placeholders.ts';
import { searchPlacePath } from '#domain/search/search-address.ts';
import { AdvantagesBanner } from './AdvantagesBanner.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';
import { PageLinks } from './PageLinks.tsx';
import { SchoolCardView, type PhotoPriority } from './SchoolCardView.tsx';
import { useSearch } from './search-context.ts';
import { VisaHelp } from './VisaHelp.tsx';

/** Photos of the first cards are above the fold: they load at once. */
const EAGER_CARDS = 2;

/** The first card's photo is the page's largest picture (its LCP): fetched before the rest. */
function photoPriority(index: number): PhotoPriority {
  if (index === 0) return 'high';
  return index < EAGER_CARDS ? 'eager' : 'lazy';
}

/**
 * The results: exact matches with the placeholders between them, then the similar schools; or
 * 'nothing found' with the link back to the language's page. Ten a page (spec section 9), with
 * links to the other pages.
 */
export function Results() {
  const { culture, t, store } = useSearch();
  const view = useStore(store.$view);
  const loading = useStore(store.$loading);
  const error = useStore(store.$error);
  const { results, visa } = view;
  const placeholders: PlaceholderKind[] = visa ? ['newsletter', 'visa', 'advantages'] : ['newsletter', 'advantages'];
  const segments = interleavePlaceholders(results.exact, results.exactCount, placeholders);
  let shown = 0;
  return (
    <section id="search-results" className="search-results" aria-labelledby="results-title" aria-busy={loading}>
      <h2 id="results-title" className="visually-hidden">
        {t('search.resultsHeading')}
      </h2>
      {error && (
        <div className="note" role="alert">
          {t('search.loadError')}{' '}
          <button type="button" className="link-button" onClick={() => store.retry()}>
            {t('search.retry')}
          </button>
        </div>
      )}
      {results.exactCount > 0 ? (
        // A later page may hold only similar schools: no empty list of exact ones then.
        results.exact.length > 0 && (
          <div className="cards">
            {segments.map((segment) => {
              if (segment.kind === 'placeholder') {
                if (segment.placeholder === 'newsletter') return <NewsletterForm key="newsletter" />;
                if (segment.placeholder === 'visa') return visa && <VisaHelp key="visa" visa={visa} />;
                return <AdvantagesBanner key="advantages" />;
              }
              return segment.items.map((school) => (
                <SchoolCardView
                  key={school.id}
                  school={school}
                  priority={photoPriority(shown++)}
                  headingLevel="h3"
                  withAccommodation={view.filters.accommodation}
                />
              ));
            })}
          </div>
        )
      ) : (
        <div className="nothing-found">
          <h2>{t('search.nothingFound')}</h2>
          <p>
            <a
              href={searchPlacePath(culture, { language: view.filters.language, country: undefined, city: undefined })}
            >
              {t('search.clearFilters')}
            </a>
          </p>
        </div>
      )}
      {results.approximate.length > 0 && (
        <section className="similar" aria-labelledby="similar-title">
          <h2 id="similar-title">{t('search.similarSchools')}</h2>
          {results.exactCount === 0 && <p className="muted">{t('search.similarIntro')}</p>}
          <div className="cards">
            {results.approximate.map((school) => (
              <SchoolCardView
                key={school.id}
                school={school}
                priority={photoPriority(shown++)}
                headingLevel="h3"
                withAccommodation={view.filters.accommodation}
              />
            ))}
          </div>
        </section>
      )}
      <PageLinks />
    </section>
  );
}
