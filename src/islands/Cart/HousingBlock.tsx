import { useStore } from '@nanostores/react';
import { accommodationEndDates } from '../../domain/cart/accommodation-end-dates.ts';
import { accommodationStartDates } from '../../domain/cart/accommodation-start-dates.ts';
import { blockedRanges } from '../../domain/cart/blocked-ranges.ts';
import { courseEndDate } from '../../domain/cart/course-end-date.ts';
import { housingWindow } from '../../domain/cart/housing-window.ts';
import { addDays } from '../../domain/dates/add-days.ts';
import { earliestPickerDate } from '../../domain/dates/earliest-picker-date.ts';
import { formatDate } from '../../domain/dates/format-date.ts';
import { isIsoDate } from '../../domain/dates/is-iso-date.ts';
import { useCart } from './cart-context.ts';
import { roomLabel } from '../../domain/booking/room-label.ts';

// How far the housing pickers look ahead.
const PICKER_DAYS = 400;

/**
 * The housing block (spec sections 2 and 4): one radio group, 'Without accommodation' first
 * (a single control a screen reader announces as one choice among the housing options; the
 * 'must book' notice replaces it when the course requires housing), then room,
 * meal plan and arrival and departure dates that honour the housing's weekdays and fully booked
 * periods, with the fully booked warning.
 */
export function HousingBlock() {
  const { store, school, culture, t } = useCart();
  const cart = useStore(store.$cart);
  if (!cart) return null;
  const course = school.courses.find((c) => c.id === cart.course.id);
  const required = course?.isAccommodationRequired === true;
  const stay = cart.accommodation;
  const housing = stay.empty ? undefined : school.accommodations.find((a) => a.id === stay.id);
  const room = housing?.rooms.find((r) => r.id === stay.room);
  const { courseStart, weeks } = cart.course;
  // The pickers offer only what the stay may cover: 7 days around the course (housingOutsideCourse).
  const stayWindow = course && isIsoDate(courseStart) && Number.isInteger(weeks) && weeks >= 1 ? housingWindow(courseStart, courseEndDate(course, courseStart, weeks)) : null;
  const earliest = earliestPickerDate(store.now());
  const from = stayWindow && stayWindow.start > earliest ? stayWindow.start : earliest;
  const until = stayWindow ? stayWindow.end : addDays(from, PICKER_DAYS);
  const arrivals = housing ? accommodationStartDates(housing, room, { from, until }) : [];
  // Within the course's window, an arrival is offered only with a departure that fits it too.
  const starts = housing && stayWindow ? arrivals.filter((date) => accommodationEndDates(housing, room, date, until).length > 0) : arrivals;
  const ends = housing && stay.start ? accommodationEndDates(housing, room, stay.start, until) : [];
  const blocked = housing ? blockedRanges(housing) : [];
  const dateOptions = (dates: string[], current: string | null) => (current && !dates.includes(current) ? [current, ...dates] : dates);

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
                {dateOptions(starts, stay.start).map((date) => (
                  <option key={date} value={date}>
                    {formatDate(date, culture)}
                  </option>
                ))}
              </select>
            </div>
            <div className="cart-field">
              <label htmlFor="cart-departure">{t('cart.departure')}</label>
              <select id="cart-departure" value={stay.end ?? ''} onChange={(event) => store.changeAccommodationDates({ end: event.currentTarget.value })}>
                {dateOptions(ends, stay.end).map((date) => (
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
