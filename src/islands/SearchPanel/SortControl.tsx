import { useStore } from '@nanostores/react';
import { searchAddress } from '#domain/search/search-address.ts';
import { SEARCH_SORTS, type SearchSort } from '#domain/search/search-filters.ts';
import { Dropdown } from './Dropdown.tsx';
import { sortLabels } from './option-labels.ts';
import { OverlayHead } from './OverlayHead.tsx';
import { ShowButton } from './ShowButton.tsx';
import { useSearch } from './search-context.ts';

/** The sort dropdown of wide screens; a change applies at once. */
export function SortDropdown() {
  const { t, store } = useSearch();
  const sort = useStore(store.$view).filters.sort;
  const labels = sortLabels(t);
  return (
    <div className="sort-dropdown needs-js">
      <Dropdown
        id="sort"
        label={t('search.sort.label')}
        value={sort}
        options={SEARCH_SORTS.map((value) => ({ value, name: labels[value] }))}
        onSelect={(value) => store.changeFilter({ sort: value as SearchSort })}
      />
    </div>
  );
}

/** The sort overlay of small screens: a choice of orders applied by Show. */
export function SortOverlay() {
  const { culture, t, store } = useSearch();
  const sort = useStore(store.$draft).sort;
  const labels = sortLabels(t);
  return (
    <div className="sort-overlay" role="dialog" aria-modal="true" aria-labelledby="sort-overlay-title">
      <OverlayHead href={searchAddress(culture, store.$view.get().filters)} />
      <fieldset>
        <legend id="sort-overlay-title">{t('search.sort.label')}</legend>
        {SEARCH_SORTS.map((value) => (
          <label key={value} className="check">
            <input
              type="radio"
              name="sort"
              value={value}
              checked={sort === value}
              onChange={() => store.changeFilter({ sort: value })}
            />
            {labels[value]}
          </label>
        ))}
      </fieldset>
      <div className="overlay-foot">
        <ShowButton />
      </div>
    </div>
  );
}
