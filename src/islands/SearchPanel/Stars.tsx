import { intlLocale } from '../../domain/intl-locale.ts';
import { formatRating, starText } from '../../domain/rating/star-text.ts';
import { useSearch } from './search-context.ts';

/** A rating as five text stars with its value for screen readers (as components/Stars.astro). */
export function Stars({ rating }: { rating: number }) {
  const { culture, t } = useSearch();
  return (
    <span className="stars" role="img" aria-label={t('stars.label', { rating: formatRating(rating, intlLocale(culture)) })}>
      {starText(rating)}
    </span>
  );
}
