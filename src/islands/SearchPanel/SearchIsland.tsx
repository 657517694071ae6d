import { Suspense, use } from 'react';
import type { Culture } from '#domain/culture.ts';
import SearchPanel from './SearchPanel.tsx';
import { searchDictionaryPath } from './search-file-paths.ts';
import { searchDictionaries, searchViews } from './search-island-files.ts';

interface Props {
  culture: Culture;
  /** The page's search.json: the view its static HTML shows. */
  src: string;
}

/**
 * The search page's island: its props in the HTML are its culture and an address. Its texts are
 * one file a culture and the view the static page shows the page's search.json, both fetched as it
 * hydrates (at the visitor's first touch, src/islands/SearchPanel/hydrate-search.ts); until they
 * arrive React keeps the static HTML as the build rendered it (docs/architecture.md, what hydrates
 * when). The build's render has both primed, so the static HTML is complete.
 */
export default function SearchIsland(props: Props) {
  return (
    <Suspense fallback={null}>
      <SearchIslandWithData {...props} />
    </Suspense>
  );
}

function SearchIslandWithData({ culture, src }: Props) {
  // Both files are asked for at once: neither waits for the other.
  const texts = searchDictionaries.read(searchDictionaryPath(culture));
  const view = searchViews.read(src);
  const dictionary = texts instanceof Promise ? use(texts) : texts;
  const initial = view instanceof Promise ? use(view) : view;
  return <SearchPanel culture={culture} dictionary={dictionary} initial={initial} />;
}
