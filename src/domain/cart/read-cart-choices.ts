import { z } from 'zod';
import { isIsoDate } from '../dates/calendar.ts';
import type { TranslationKey } from '../text/translate-fn.ts';
import type { CartSchool } from './cart-school.ts';
import { MAX_QUERY_WEEKS, QUERY_DATE_RANGE } from './cart-query-schema.ts';
import type { QueryParamsLike } from './parse-cart-query.ts';
import { type CartState, NO_ACCOMMODATION_ID, NO_TRANSFER_ID } from './cart-state.ts';
import { bookedHousingId, type StayChoices, type StayField } from './stay-choices.ts';

/** A field of the stay form whose value was refused, with the message that says why. */
export interface StayFieldIssue {
  field: StayField;
  messageKey: TranslationKey;
}

const NOT_OFFERED: TranslationKey = 'stayForm.notOffered';
const ONE_DIRECTION: TranslationKey = 'stayForm.oneDirection';

const id = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER));
const date = z
  .string()
  .refine((value) => isIsoDate(value) && value >= QUERY_DATE_RANGE.start && value <= QUERY_DATE_RANGE.end);
const FIELD_SCHEMAS = {
  course: id,
  package: id,
  weeks: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_QUERY_WEEKS)),
  start: date,
  housing: z.union([z.literal(String(NO_ACCOMMODATION_ID)).transform(() => NO_ACCOMMODATION_ID), id]),
  room: id,
  meals: id,
  arrival: date,
  departure: date,
  transfer: z.union([z.literal(String(NO_TRANSFER_ID)).transform(() => NO_TRANSFER_ID), id]),
} satisfies Partial<Record<StayField, z.ZodType<unknown, string>>>;
// A checkbox is sent with its value when ticked and not at all when not.
const ticked = z.literal('on').optional();

/**
 * Reads the stay form's fields against the school and the cart the form was drawn for (zod at the
 * edge, then the school's own ids). A field the form did not send is no choice; a value that is
 * malformed, or names what this school does not offer, is an issue for that field and the other
 * fields still count, so one bad value loses nothing else. Room, meals and dates are read only
 * for the housing the form showed them for, the lesson package only for its course: with another
 * housing or course chosen they were the old one's and give way to its defaults.
 */
export function readCartChoices(
  params: QueryParamsLike,
  school: CartSchool,
  cart: CartState,
): { choices: StayChoices; issues: StayFieldIssue[] } {
  const issues: StayFieldIssue[] = [];
  const refuse = (field: StayField, messageKey: TranslationKey = NOT_OFFERED) => {
    issues.push({ field, messageKey });
    return undefined;
  };
  const read = <F extends keyof typeof FIELD_SCHEMAS>(field: F): z.output<(typeof FIELD_SCHEMAS)[F]> | undefined => {
    const raw = params.get(field);
    if (raw === null) return undefined;
    const parsed = FIELD_SCHEMAS[field].safeParse(raw);
    return parsed.success ? (parsed.data as z.output<(typeof FIELD_SCHEMAS)[F]>) : refuse(field);
  };
  const choices: StayChoices = {};

  const courseId = read('course');
  if (courseId !== undefined) {
    if (school.courses.some((course) => course.id === courseId)) choices.courseId = courseId;
    else refuse('course');
  }
  const course = school.courses.find((c) => c.id === (choices.courseId ?? cart.course.id));
  const weekPriceId = read('package');
  if (weekPriceId !== undefined && course?.id === cart.course.id) {
    if (course.courseWeeks.some((range) => range.prices.some((option) => option.id === weekPriceId)))
      choices.weekPriceId = weekPriceId;
    else refuse('package');
  }
  const weeks = read('weeks');
  if (weeks !== undefined) choices.weeks = weeks;
  const courseStart = read('start');
  if (courseStart !== undefined) choices.courseStart = courseStart;

  const housingId = read('housing');
  if (housingId !== undefined) {
    if (housingId === NO_ACCOMMODATION_ID || school.accommodations.some((housing) => housing.id === housingId))
      choices.housingId = housingId;
    else refuse('housing');
  }
  const shown = bookedHousingId(cart);
  const housing =
    shown !== NO_ACCOMMODATION_ID && (choices.housingId ?? shown) === shown
      ? school.accommodations.find((a) => a.id === shown)
      : undefined;
  const roomId = read('room');
  const foodId = read('meals');
  const arrival = read('arrival');
  const departure = read('departure');
  if (housing) {
    if (roomId !== undefined) {
      if (housing.rooms.some((room) => room.id === roomId)) choices.roomId = roomId;
      else refuse('room');
    }
    if (foodId !== undefined) {
      if (housing.foods.some((food) => food.id === foodId)) choices.foodId = foodId;
      else refuse('meals');
    }
    if (arrival !== undefined) choices.arrival = arrival;
    if (departure !== undefined) choices.departure = departure;
  }

  const transferId = read('transfer');
  if (transferId !== undefined) {
    if (transferId === NO_TRANSFER_ID || school.transfers.some((transfer) => transfer.id === transferId))
      choices.transferId = transferId;
    else refuse('transfer');
  }
  if (choices.transferId !== undefined && choices.transferId !== NO_TRANSFER_ID) {
    const from = ticked.safeParse(params.get('from') ?? undefined);
    const to = ticked.safeParse(params.get('to') ?? undefined);
    if (!from.success) refuse('from');
    if (!to.success) refuse('to');
    if (from.success && to.success) {
      if (from.data || to.data) choices.directions = { from: from.data !== undefined, to: to.data !== undefined };
      else refuse('from', ONE_DIRECTION);
    }
  }
  return { choices, issues };
}
