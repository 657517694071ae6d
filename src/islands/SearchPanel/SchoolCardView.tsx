import type { SearchCard } from '#domain/search/search-answer.ts';
import { showsContent } from '#domain/culture-content.ts';
import { ACCREDITATION_BODIES } from '#domain/catalogue/accreditation-bodies.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import { photoHeight, photoVariants } from '#domain/photos/photo-variants.ts';
import { searchCardHref } from '#domain/search/search-card-href.ts';
import { useSearch } from './search-context.ts';
import { Stars } from './Stars.tsx';
import { ShortlistHeart } from '../Shortlist/ShortlistHeart.tsx';

/** How a card's photo loads: 'high' for the page's main picture, 'eager' above the fold, 'lazy' below. */
export type PhotoPriority = 'high' | 'eager' | 'lazy';

/**
 * A school in the search results: photo, name linking to its page (its cart seeded with the
 * card's weeks and the search's housing wish), place, rating, badges and its all-in 'from' price,
 * with the amount in the visitor's display currency beside it when one is chosen.
 */
export function SchoolCardView({
  school,
  priority,
  headingLevel,
  withAccommodation,
}: {
  school: SearchCard;
  priority: PhotoPriority;
  headingLevel: 'h3' | 'h4';
  withAccommodation: boolean;
}) {
  const { culture, t } = useSearch();
  const Heading = headingLevel;
  const own = formatMoney(school.price, school.currency.isoCode, culture, { hideZeroCents: true });
  // The display currency the visitor chose in a cart, beside the school's own amount it is converted from.
  const price = school.displayPrice
    ? `${own} ≈ ${formatMoney(school.displayPrice.amount, school.displayPrice.currency.isoCode, culture, { hideZeroCents: true })}`
    : own;
  const withHousing = withAccommodation && school.hasAccommodation;
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
          <a href={searchCardHref(culture, school, { accommodation: withAccommodation })}>{school.name}</a>
        </Heading>
        <ShortlistHeart
          schoolId={school.id}
          label={t('shortlist.save', { school: school.name })}
          notes={{
            saved: t('shortlist.savedNote'),
            removed: t('shortlist.removedNote'),
            full: t('shortlist.fullNote'),
          }}
        />
        {/* One text each, not React's parts of text with a comment between every two. */}
        <p className="place">{`${school.cityName}, ${school.countryName} · ${t('card.minAge', { age: school.minAge })}`}</p>
        <p>
          {school.r_count > 0 ? (
            <>
              <Stars rating={school.meanRating} />{' '}
              <span className="muted">{t('card.reviews', { count: school.r_count })}</span>
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
        {school.accreditations.length > 0 && (
          <p className="accreditations">
            {t('card.accreditations', {
              bodies: school.accreditations.map((body) => ACCREDITATION_BODIES[body].short).join(', '),
            })}
          </p>
        )}
        {school.price > 0 ? (
          // All in (issue 29): the course and the school's obligatory fees, the placement fee when housing is asked for.
          <p className="price">
            {`${t('card.priceFrom', { price, count: school.weeks })} `}
            <span className="price-note">{withHousing ? t('card.priceNoteHousing') : t('card.priceNoteAllIn')}</span>
          </p>
        ) : (
          <p className="price">{t('course.noPrices')}</p>
        )}
      </div>
    </article>
  );
}
