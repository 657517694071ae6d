import { useStore } from '@nanostores/react';
import { roomLabel } from '#domain/booking/room-label.ts';
import { dateRangesOverlap } from '#domain/dates/date-range.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import { useCart } from './cart-context.ts';

/**
 * The housing block (spec sections 2 and 4): one radio group, 'Without accommodation' first
 * (a single control a screen reader announces as one choice among the housing options; the
 * 'must book' notice replaces it when the course requires housing), then room,
 * meal plan and arrival and departure dates that honour the housing's weekdays and fully booked
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
  const { arrivals, departures, blocked: allBlocked } = dates ?? { arrivals: [], departures: [], blocked: [] };
  // Only the fully booked periods the chosen stay runs into are news to the visitor.
  const { start: stayStart, end: stayEnd } = stay;
  const blocked = stayStart && stayEnd ? allBlocked.filter((range) => dateRangesOverlap(range, { start: stayStart, end: stayEnd })) : [];

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
            <input type="radio" name="cart-housing" checked={stay.empty} onChange={() => store.toggleAccommodation(false)} />
            {t('cart.withoutHousing')}
          </label>
        )}
        {school.accommodations.map((option) => (
          <label key={option.id} className="cart-choice">
            <input type="radio" name="cart-housing" checked={!stay.empty && stay.id === option.id} onChange={() => store.selectAccommodation(option.id)} />
            {option.name}
          </label>
        ))}
      </fieldset>
      {housing && (
        <>
          <div className="cart-field">
            <label htmlFor="cart-room">{t('cart.room')}</label>
            <select id="cart-room" value={stay.room ?? ''} onChange={(event) => store.selectRoom(Number(event.currentTarget.value))}>
              {stay.room === null && <option value="">—</option>}
              {housing.rooms.map((option) => (
                <option key={option.id} value={option.id}>
                  {roomLabel(option, t)}
                </option>
              ))}
            </select>
          </div>
          <div className="cart-field">
            <label htmlFor="cart-food">{t('cart.meals')}</label>
            <select id="cart-food" value={stay.food ?? ''} onChange={(event) => store.selectFood(Number(event.currentTarget.value))}>
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
              <select id="cart-arrival" value={stay.start ?? ''} onChange={(event) => store.changeAccommodationDates({ start: event.currentTarget.value })}>
                {arrivals.map((date) => (
                  <option key={date} value={date}>
                    {formatDate(date, culture)}
                  </option>
                ))}
              </select>
            </div>
            <div className="cart-field">
              <label htmlFor="cart-departure">{t('cart.departure')}</label>
              <select id="cart-departure" value={stay.end ?? ''} onChange={(event) => store.changeAccommodationDates({ end: event.currentTarget.value })}>
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
              {t('cart.fullyBooked')} {blocked.map((range) => `${formatDate(range.start, culture)} – ${formatDate(range.end, culture)}`).join(', ')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
