import { foodTypeName } from '../catalogue/food-type-name.ts';
import type { Culture } from '../culture.ts';
import { formatDate } from '../dates/format-date.ts';
import type { BookingSummary, SummaryName } from './booking-summary.ts';
import type { PriceAnswer } from '../pricing/price-answer.ts';
import { roomLabel } from './room-label.ts';
import type { TranslateFn } from '../text/translate-fn.ts';

/** The names a stay is described with: a booking's summary, or the cart's before it is booked. */
export interface StayNames {
  school: SummaryName;
  course: SummaryName;
  accommodation: Omit<NonNullable<BookingSummary['accommodation']>, 'id'> | null;
  transfer: SummaryName | null;
}

/** One fact of a stay: a label and what was booked. */
export interface StayFact {
  label: string;
  value: string;
}

/**
 * The stay in words, one fact per line (school, course, dates, housing, meals, transfer), for
 * the booking page, the mails and the booking modal. `english` picks the English names (the
 * agency's mail) over the visitor's.
 */
export function describeStay(
  summary: StayNames,
  quote: PriceAnswer,
  t: TranslateFn,
  culture: Culture,
  english = false,
): StayFact[] {
  const name = (named: { name: string; nameEn: string }) => (english ? named.nameEn : named.name);
  const range = (start: string, end: string) => `${formatDate(start, culture)} – ${formatDate(end, culture)}`;
  const facts: StayFact[] = [
    { label: t('stay.school'), value: english ? summary.school.nameEn : summary.school.name },
    {
      label: t('stay.course'),
      value: `${name(summary.course)}, ${t('stay.weeks', { count: quote.course.weeks })}, ${t('stay.lessonsPerWeek', { count: quote.course.lessonsPerWeek })}`,
    },
    { label: t('stay.courseDates'), value: range(quote.course.start, quote.course.end) },
  ];
  const housing = summary.accommodation;
  if (housing && !quote.accommodation.empty && quote.accommodation.start && quote.accommodation.end) {
    facts.push({ label: t('stay.accommodation'), value: `${name(housing)}, ${roomLabel(housing, t)}` });
    if (housing.foodType)
      facts.push({ label: t('stay.meals'), value: foodTypeName(housing.foodType, english ? 'en' : culture) });
    facts.push({
      label: t('stay.accommodationDates'),
      value: `${range(quote.accommodation.start, quote.accommodation.end)} (${t('stay.nights', { count: quote.accommodation.nights })})`,
    });
  } else facts.push({ label: t('stay.accommodation'), value: t('stay.noAccommodation') });
  const transfer = summary.transfer;
  if (transfer && quote.transfer.id !== 0) {
    const directions =
      quote.transfer.to && quote.transfer.from
        ? t('stay.transferBoth')
        : quote.transfer.from
          ? t('stay.transferArrival')
          : t('stay.transferDeparture');
    facts.push({ label: t('stay.transfer'), value: `${name(transfer)}, ${directions}` });
  } else facts.push({ label: t('stay.transfer'), value: t('stay.noTransfer') });
  return facts;
}
