import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { SEARCH_MAX_PRICE } from '#domain/search/search-filters.ts';
import { useSearch } from './search-context.ts';

/** Whole units typed, or undefined for an empty or unusable field (no limit). */
function readPrice(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= SEARCH_MAX_PRICE.min && value <= SEARCH_MAX_PRICE.max
    ? value
    : undefined;
}

/**
 * The price filter: the most a card's all-in price may be for its weeks, in the currency the
 * search is priced in (the visitor's display currency, else the rates' base). Applied with its
 * button on wide screens; on a phone it goes into the draft, which Show applies.
 */
export function PriceFilter() {
  const { t, store } = useSearch();
  const applied = useStore(store.$draft).maxPrice;
  const currency = useStore(store.$view).results.currency;
  const [text, setText] = useState(applied === undefined ? '' : String(applied));
  // A filter removed from the bar or cleared empties the field (React's 'adjust state on a prop change').
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setText(applied === undefined ? '' : String(applied));
  }
  return (
    <form
      className="price-filter"
      onSubmit={(event) => {
        event.preventDefault();
        store.changeFilter({ maxPrice: readPrice(text) });
      }}
    >
      <label htmlFor="search-max-price">
        {t('search.filters.maxPrice', {
          currency: currency.symbol === currency.isoCode ? currency.isoCode : `${currency.symbol}, ${currency.isoCode}`,
        })}
      </label>
      <div className="name-search-row">
        <input
          id="search-max-price"
          type="number"
          inputMode="numeric"
          min={SEARCH_MAX_PRICE.min}
          max={SEARCH_MAX_PRICE.max}
          step={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            store.typePrice(readPrice(event.target.value));
          }}
        />
        <button type="submit" className="button secondary">
          {t('search.filters.applyPrice')}
        </button>
      </div>
    </form>
  );
}
