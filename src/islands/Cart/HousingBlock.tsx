import { useStore } from '@nanostores/react';
import { roomLabel } from '#domain/booking/room-label.ts';
import { housingNarrowsCourseAges, housingSuitsCourse } from '#domain/cart/housing-age-rules.ts';
import { roomWeekPrice } from '#domain/cart/room-week-price.ts';
import { housingOnPriceList } from '#domain/pricing/rules-on-price-list.ts';
import { stayPriceList } from '#domain/pricing/stay-price-list.ts';
import { dateRangesOverlap } from '#domain/dates/date-range.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import { useCart } from './cart-context.ts';

/**
 * The housing block (spec sections 2 and 4): one radio group, 'Without accommodation' first
 * (a single control a screen reader announces as one choice among the housing options; the
 * 'must book' notice replaces it when the course requires housing; housing for older students
 * than the course is disabled with the reason), then the rooms as a second radio group, each
 * with who it is for and its weekly price with the chosen meals, the meal plan and arrival and departure dates that honour the housing's weekdays and fully booked
 * periods, with the fully booked periods the chosen stay runs into.
 */
export function HousingBlock() {
  const { store, school, culture, t } = useCart();
  const cart = useStore(store.$cart);
  // The dates on offer are the store's (it works them out again when the cart changes).
  const dates = useStore(store.$housingDates);
  if (!cart) return null;
  const course = school.courses.find((c) => c.id === cart.course.id);
  const required = course?.isAccommodationRequired === true;
  const stay = cart.accommodation;
  const housing = stay.empty ? undefined : school.accommodations.find((a) => a.id === stay.id);
  // Room prices of the list in force on the arrival (the page's data carry the shown list's).
  const stayList = stayPriceList(school, cart);
  const pricedHousing = housing && stayList ? housingOnPriceList(housing, stayList) : housing;
  const { arrivals, departures, blocked: allBlocked } = dates ?? { arrivals: [], departures: [], blocked: [] };
  // Only the fully booked periods the chosen stay runs into are news to the visitor.
  const { start: stayStart, end: stayEnd } = stay;
  const blocked =
    stayStart && stayEnd
      ? allBlocked.filter((range) => dateRangesOverlap(range, { start: stayStart, end: stayEnd }))
      : [];

  if (school.accommodations.length === 0) {
    return (
      <section className="cart-block" aria-labelledby="cart-housing-title">
        <h3 id="cart-housing-title">{t('cart.housing')}</h3>
        <p>{t('cart.noHousingOffered')}</p>
      </section>
    );
  }

  return (
    <section className="cart-block" aria-labelledby="cart-housing-title">
      <h3 id="cart-housing-title">{t('cart.housing')}</h3>
      {required && <p className="cart-notice">{t('accommodations.MustBook')}</p>}
      <fieldset className="cart-field">
        <legend className="visually-hidden">{t('cart.housing')}</legend>
        {!required && (
          <label className="cart-choice">
            <input
              type="radio"
              name="cart-housing"
              checked={stay.empty}
              onChange={() => store.toggleAccommodation(false)}
            />
            {t('cart.withoutHousing')}
          </label>
        )}
        {school.accommodations.map((option) => {
          // Housing for older students than the course takes is offered disabled, with why (issue 29).
          const suits = !course || housingSuitsCourse(course, option);
          const reasonId = `cart-housing-age-${option.id}`;
          return (
            <label key={option.id} className="cart-choice">
              <input
                type="radio"
                name="cart-housing"
                checked={!stay.empty && stay.id === option.id}
                disabled={!suits && (stay.empty || stay.id !== option.id)}
                aria-describedby={suits ? undefined : reasonId}
                onChange={() => store.selectAccommodation(option.id)}
              />
              <span>
                {option.name}
                {suits && course && housingNarrowsCourseAges(course, option) && (
                  <span className="cart-hint"> · {t('housing.minAge', { age: option.minAge })}</span>
                )}
                {!suits && (
                  <span id={reasonId} className="cart-hint">
                    {' '}
                    · {t('cart.housingAgeReason', { age: option.minAge })}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      {housing && (
        <>
          <fieldset className="cart-field">
            <legend className="cart-label">{t('cart.room')}</legend>
            {housing.rooms.map((option) => {
              const price = pricedHousing ? roomWeekPrice(pricedHousing, option.id, stay.food) : null;
              return (
                <label key={option.id} className="cart-choice">
                  <input
                    type="radio"
                    name="cart-room"
                    value={option.id}
                    checked={stay.room === option.id}
                    onChange={() => store.selectRoom(option.id)}
                  />
                  <span>
                    {roomLabel(option, t)}
                    {price !== null && (
                      <span className="cart-room-price">
                        {' '}
                        · {t('cart.roomPrice', { price: formatMoney(price, school.currency.isoCode, culture) })}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </fieldset>
          <div className="cart-field">
            <label htmlFor="cart-food">{t('cart.meals')}</label>
            <select
              id="cart-food"
              value={stay.food ?? ''}
              onChange={(event) => store.selectFood(Number(event.currentTarget.value))}
            >
              {housing.foods.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <div className="cart-dates">
            <div className="cart-field">
              <label htmlFor="cart-arrival">{t('cart.arrival')}</label>
              <select
                id="cart-arrival"
                value={stay.start ?? ''}
                onChange={(event) => store.changeAccommodationDates({ start: event.currentTarget.value })}
              >
                {arrivals.map((date) => (
                  <option key={date} value={date}>
                    {formatDate(date, culture)}
                  </option>
                ))}
              </select>
            </div>
            <div className="cart-field">
              <label htmlFor="cart-departure">{t('cart.departure')}</label>
              <select
                id="cart-departure"
                value={stay.end ?? ''}
                onChange={(event) => store.changeAccommodationDates({ end: event.currentTarget.value })}
              >
                {departures.map((date) => (
                  <option key={date} value={date}>
                    {formatDate(date, culture)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {blocked.length > 0 && (
            <p className="cart-notice">
              {t('cart.fullyBooked')}{' '}
              {blocked
                .map((range) => `${formatDate(range.start, culture)} – ${formatDate(range.end, culture)}`)
                .join(', ')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
