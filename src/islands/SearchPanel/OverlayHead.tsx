import { useSearch } from './search-context.ts';

/** The top of a small-screen overlay: a link back to the school list that drops unapplied changes. */
export function OverlayHead({ href }: { href: string }) {
  const { t, store } = useSearch();
  return (
    <div className="overlay-head">
      <a
        href={href}
        onClick={(event) => {
          event.preventDefault();
          store.closeOverlay();
        }}
      >
        ← {t('search.backToList')}
      </a>
    </div>
  );
}
