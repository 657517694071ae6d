import type { SchoolCard } from '../../domain/catalogue/api-types.ts';
import { showsContent } from '../../domain/culture-content.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import { photoHeight, photoVariants } from '../../domain/photos/photo-variants.ts';
import { culturePath } from '../../domain/routes/site-url.ts';
import { useSearch } from './search-context.ts';
import { Stars } from './Stars.tsx';

/** How a card's photo loads: 'high' for the page's main picture, 'eager' above the fold, 'lazy' below. */
export type PhotoPriority = 'high' | 'eager' | 'lazy';

/** A school in the search results: photo, name linking to its page, place, rating, badges and price. */
export function SchoolCardView({ school, priority, headingLevel }: { school: SchoolCard; priority: PhotoPriority; headingLevel: 'h3' | 'h4' }) {
  const { culture, t } = useSearch();
  const Heading = headingLevel;
  const price = formatMoney(school.price, school.currency.isoCode, culture, { hideZeroCents: true });
  const badges = [
    school.isSuperDiscount && t('feature.superDiscount'),
    school.isBudgetary && t('feature.budgetary'),
    school.isInCenterOfCity && t('feature.inCenter'),
    school.isAvgAge30 && t('feature.avgAge30'),
    school.fewRussianSpeakers && showsContent(culture, 'fewRussianSpeakers') && t('feature.fewRussianSpeakers'),
    school.returnDeposit && showsContent(culture, 'visaRefundNotice') && t('feature.returnDeposit'),
  ].filter((badge): badge is string => typeof badge === 'string');
  return (
    <article className="card" aria-labelledby={`school-${school.id}`}>
      <img
        src={photoVariants(school.photoStoragePath).webp800}
        width={800}
        height={photoHeight(800)}
        alt={t('card.photoAlt', { school: school.name, city: school.cityName })}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        decoding="async"
      />
      <div className="card-body">
        <Heading id={`school-${school.id}`}>
          <a href={culturePath(culture, school.link)}>{school.name}</a>
        </Heading>
        <p className="place">
          {school.cityName}, {school.countryName} · {t('card.minAge', { age: school.minAge })}
        </p>
        <p>
          {school.r_count > 0 ? (
            <>
              <Stars rating={school.meanRating} /> <span className="muted">{t('card.reviews', { count: school.r_count })}</span>
            </>
          ) : (
            <span className="muted">{t('card.noReviews')}</span>
          )}
        </p>
        {badges.length > 0 && (
          <ul className="badges" aria-label={t('card.features')}>
            {badges.map((badge) => (
              <li key={badge} className="badge">
                {badge}
              </li>
            ))}
          </ul>
        )}
        <p className="price">{school.price > 0 ? t('card.priceFrom', { price, count: school.weeks }) : t('course.noPrices')}</p>
      </div>
    </article>
  );
}
