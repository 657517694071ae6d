import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { formatDate } from '#domain/dates/format-date.ts';
import { isIsoDate, utcToday } from '#domain/dates/calendar.ts';
import { courseEndDate, isCourseAvailable, nonWorkingDaysInCourse, weekOptions } from '#domain/cart/course-rules.ts';
import { lessonsLost } from '#domain/cart/lessons-lost.ts';
import { findWeekRange } from '#domain/pricing/pick-week-price.ts';
import { formatSchedule } from '#i18n/format-schedule.ts';
import { useCart } from './cart-context.ts';
import { useInBrowser } from './use-in-browser.ts';

/** The course block (spec sections 2 and 4): course, week package, 'For N weeks', start dates the rules allow. */
export function CourseBlock() {
  const { store, school, culture, t } = useCart();
  const inBrowser = useInBrowser();
  const cart = useStore(store.$cart);
  // The start dates on offer are the store's (it works them out again, at the time, when the cart changes).
  const starts = useStore(store.$courseStarts);
  // Offered but refused with the housing booked: shown disabled, with the reason.
  const fullyBooked = useStore(store.$fullyBookedStarts);
  const today = utcToday(store.now());
  // Which courses are open depends on the day, not on each click: the instant is renewed with the day
  // (the Monday cutoff within a day is checked again by the store's action on every change).
  const now = useMemo(() => store.now(), [store, today]); // eslint-disable-line react-hooks/exhaustive-deps -- `today` renews it
  const course = school.courses.find((c) => c.id === cart?.course.id);
  const weeks = cart?.course.weeks ?? 1;
  const available = useMemo(
    () => new Map(school.courses.map((option) => [option.id, isCourseAvailable(option, now)])),
    [school, now],
  );
  if (!cart || !course) return null;
  const { courseStart, weekPrice } = cart.course;
  const range = findWeekRange(course, weeks);
  const weekList = weekOptions(course);
  const end = isIsoDate(courseStart) && weeks >= 1 ? courseEndDate(course, courseStart, weeks) : null;
  const closed = end ? nonWorkingDaysInCourse(school.nonWorkingDays, courseStart, end) : [];
  // School closures are information, not an error: the price stays, the lessons they take are said.
  const lessonsPerWeek =
    range?.prices.find((option) => option.id === weekPrice)?.lessonsPerWeek ?? range?.prices[0]?.lessonsPerWeek;
  const lessons =
    lessonsPerWeek === undefined
      ? null
      : lessonsLost(
          course,
          lessonsPerWeek,
          closed.map((day) => day.date),
        );

  return (
    <section className="cart-block" aria-labelledby="cart-course-title">
      <h3 id="cart-course-title">{t('cart.course')}</h3>
      <div className="cart-field">
        <label className="visually-hidden" htmlFor="cart-course">
          {t('cart.course')}
        </label>
        <select
          id="cart-course"
          value={course.id}
          onChange={(event) => store.changeCourse(Number(event.currentTarget.value))}
        >
          {school.courses.map((option) => {
            const open = available.get(option.id) === true;
            return (
              <option key={option.id} value={option.id} disabled={!open && option.id !== course.id}>
                {open ? option.name : t('cart.courseUnavailable', { name: option.name })}
              </option>
            );
          })}
        </select>
      </div>
      {range && range.prices.length > 1 && (
        <div className="cart-field" role="radiogroup" aria-labelledby="cart-week-package">
          <span className="cart-label" id="cart-week-package">
            {t('cart.weekPackage')}
          </span>
          {range.prices.map((option) => (
            <label key={option.id} className="cart-choice">
              <input
                type="radio"
                name="cart-week-package"
                value={option.id}
                checked={option.id === weekPrice}
                onChange={() => store.changeWeekPrice(option.id)}
              />
              {t('cart.weekPackageOption', {
                lessons: t('stay.lessonsPerWeek', { count: option.lessonsPerWeek }),
                schedule: formatSchedule(option.schedule, culture, t),
              })}
            </label>
          ))}
        </div>
      )}
      <div className="cart-field">
        <label htmlFor="cart-weeks">{t('cart.weeks')}</label>
        <select
          id="cart-weeks"
          value={weeks}
          onChange={(event) => store.changeWeeks(Number(event.currentTarget.value))}
        >
          {!weekList.includes(weeks) && <option value={weeks}>{t('cart.forWeeks', { count: weeks })}</option>}
          {(inBrowser ? weekList : weekList.filter((count) => count === weeks)).map((count) => (
            <option key={count} value={count}>
              {t('cart.forWeeks', { count })}
            </option>
          ))}
        </select>
      </div>
      <div className="cart-field">
        <label htmlFor="cart-start">{t('cart.start')}</label>
        <select
          id="cart-start"
          value={courseStart}
          onChange={(event) => store.changeCourseStart(event.currentTarget.value)}
        >
          {!starts.includes(courseStart) && isIsoDate(courseStart) && (
            <option value={courseStart}>
              {t('cart.startUnavailable', { date: formatDate(courseStart, culture) })}
            </option>
          )}
          {(inBrowser ? starts : starts.filter((date) => date === courseStart)).map((date) => {
            const refused = date !== courseStart && fullyBooked.includes(date);
            return (
              <option key={date} value={date} disabled={refused}>
                {refused ? t('cart.startFullyBooked', { date: formatDate(date, culture) }) : formatDate(date, culture)}
              </option>
            );
          })}
        </select>
        {end && <p className="cart-hint">{t('cart.courseEnds', { date: formatDate(end, culture) })}</p>}
      </div>
      {closed.length > 0 && (
        <div className="cart-notice cart-closed">
          <p>{t('cart.nonWorkingDays', { count: closed.length })}</p>
          <ul>
            {closed.map((day) => (
              <li key={day.date}>
                {formatDate(day.date, culture)}: {day.name}
              </li>
            ))}
          </ul>
          {lessons !== null && <p>{t('cart.lessonsLost', { lessons })}</p>}
        </div>
      )}
    </section>
  );
}
