import { intlLocale } from '#domain/intl-locale.ts';
import { formatRating, starText } from '#domain/rating/star-text.ts';
import { useSearch } from './search-context.ts';

/**
 * A rating as five text stars and its number (as components/Stars.astro): screen readers read the
 * stars' label, so the number beside them is hidden from them rather than read twice.
 */
export function Stars({ rating }: { rating: number }) {
  const { culture, t } = useSearch();
  const value = formatRating(rating, intlLocale(culture));
  return (
    <>
      <span className="stars" role="img" aria-label={t('stars.label', { rating: value })}>
        {starText(rating)}
      </span>
      <span className="rating-number" aria-hidden="true">
        {value}
      </span>
    </>
  );
}
