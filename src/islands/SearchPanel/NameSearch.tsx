import { useStore } from '@nanostores/react';
import { useSearch } from './search-context.ts';

/** The name field: held here until Enter, the search icon or Show applies it (spec section 4). */
export function NameSearch() {
  const { t, store } = useSearch();
  const name = useStore(store.$nameDraft);
  const applied = useStore(store.$view).filters.name;
  return (
    <form
      className="name-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        store.submitName();
      }}
    >
      <label htmlFor="search-name">{t('search.filters.name')}</label>
      <div className="name-search-row">
        <input
          id="search-name"
          type="search"
          value={name}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => store.setNameDraft(event.target.value)}
        />
        <button type="submit" className="icon-button" aria-label={t('search.filters.searchByName')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {applied !== undefined && (
        <button type="button" className="link-button" onClick={() => store.clearName()}>
          {t('search.filters.clearName')}
        </button>
      )}
    </form>
  );
}
