import { useStore } from '@nanostores/react';
import { useSearch } from './search-context.ts';

/** Show of a small-screen overlay: says how many schools the draft will list, once they are counted. */
export function ShowButton() {
  const { t, store } = useSearch();
  const count = useStore(store.$draftCount);
  return (
    <button type="button" className="button" aria-busy={count === null} onClick={() => store.showResults()}>
      {count === null ? t('search.filters.show') : t('search.filters.showCount', { count })}
    </button>
  );
}
