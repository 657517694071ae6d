import { describe, expect, it } from 'vitest';
import type { SchoolData } from '#domain/catalogue/api-types.ts';
import { MALTA_PRICES, maltaSchool } from '#domain/pricing/__tests__/fixtures/malta-school.ts';
import { priceListOf } from '#domain/pricing/__tests__/fixtures/price-list-of.ts';
import { quoteCart } from '#domain/pricing/quote-cart.ts';
import { isBookable } from '../bookable-cart.ts';
import { cartSuggestions } from '../cart-suggestions.ts';
import { changeCourse } from '../change-course.ts';
import { changeWeeks } from '../change-weeks.ts';
import { fullyBookedStarts } from '../fully-booked-starts.ts';
import { initialCart } from '../initial-cart.ts';
import { lessonsLost } from '../lessons-lost.ts';
import { nearestBookableStay, nearestFirst } from '../nearest-bookable-stay.ts';
import { defaultFood, selectAccommodation } from '../select-accommodation.ts';
import { selectFood } from '../select-food.ts';
import { selectRoom } from '../select-room.ts';

const NOW = new Date('2027-03-01T10:00:00Z');
const FAMILY = 1;
const RESIDENCE = 2;
const family = maltaSchool.accommodations[0]!;
// The worked example's school: its host family closed 20 June – 10 July 2027, and a residence
// whose single room takes stays of two weeks or more and whose shared room has no price with breakfast.
const views: SchoolData = {
  ...maltaSchool,
  accommodations: [
    { ...family, availabilityOptions: [{ start: '2027-06-20', end: '2027-07-10', status: 10, fullyBooked: 10 }] },
    {
      ...family,
      id: RESIDENCE,
      name: 'Residence',
      rooms: [
        { id: 3, roomFor: 1, enSuite: true, onlyBookedTogether: false, minWeeks: 2, maxWeeks: null },
        { id: 4, roomFor: 2, enSuite: false, onlyBookedTogether: false, minWeeks: 1, maxWeeks: null },
      ],
      foods: [
        { id: 5, type: 'breakfast', name: 'Breakfast' },
        { id: 6, type: 'self_catering', name: 'Self catering' },
      ],
      prices: [
        { roomId: 3, foodId: 5, pricePerWeek: 30000, pricePerExtraNight: null, seasonSupplements: [] },
        { roomId: 4, foodId: 6, pricePerWeek: 18000, pricePerExtraNight: null, seasonSupplements: [] },
      ],
    },
  ],
};
const school: SchoolData = { ...views, priceLists: [priceListOf(views, MALTA_PRICES)] };
// Two weeks from Monday 28 June 2027 in the host family: 27 June – 10 July, inside its closure.
const refused = () => {
  const course = changeCourse(school, initialCart(school, NOW), { courseId: 1, start: '2027-06-28' }, NOW);
  return selectAccommodation(school, changeWeeks(school, course, 2, NOW), FAMILY, NOW);
};

describe('a cart that never cries wolf (issue 29)', () => {
  it('orders dates nearest first, the later of two equally near first', () => {
    expect(nearestFirst(['2027-06-14', '2027-06-21', '2027-07-05', '2027-07-12', '2027-06-28'], '2027-06-28')).toEqual([
      '2027-06-28',
      '2027-07-05',
      '2027-06-21',
      '2027-07-12',
      '2027-06-14',
    ]);
  });

  it('refuses the closed host family, and finds the nearest bookable start for the same stay', () => {
    const cart = refused();
    expect(cart.errors.list.map((error) => error.reason)).toEqual(['fullyBooked']);
    const moved = nearestBookableStay(school, cart, NOW);
    // 12 July (stay 11–24 July) is two weeks off; 7 June (stay 6–19 June) three.
    expect(moved.course).toMatchObject({ courseStart: '2027-07-12', weeks: 2 });
    expect(moved.accommodation).toMatchObject({ id: FAMILY, start: '2027-07-11', end: '2027-07-24' });
    expect(isBookable(school, moved, NOW)).toBe(true);
  });

  it('offers the nearest start, the same dates in the residence and nothing that cannot be booked, each with its total', () => {
    const cart = refused();
    const suggestions = cartSuggestions(school, cart, NOW);
    expect(suggestions.map((s) => s.kind)).toEqual(['start', 'housing']);
    const [start, housing] = suggestions;
    expect(start!.cart.course.courseStart).toBe('2027-07-12');
    expect(housing!.cart.course).toEqual(cart.course);
    expect(housing!.cart.accommodation).toMatchObject({
      id: RESIDENCE,
      room: 3,
      food: 5,
      start: '2027-06-27',
      end: '2027-07-10',
    });
    for (const suggestion of suggestions) {
      expect(suggestion.cart.errors.hasErrors).toBe(false);
      expect(quoteCart(school, suggestion.cart, { now: NOW }).answer?.total).toBe(suggestion.total);
    }
    expect(cartSuggestions(school, start!.cart, NOW)).toEqual([]);
  });

  it('offers another room of the same housing, and the nearest allowed length, for a stay too short for its room', () => {
    const oneWeek = selectAccommodation(
      school,
      changeCourse(school, initialCart(school, NOW), { courseId: 1, start: '2027-05-03' }, NOW),
      RESIDENCE,
      NOW,
    );
    expect(oneWeek.accommodation).toMatchObject({ room: 4, food: 6 });
    const tooShort = selectFood(school, selectRoom(school, oneWeek, 3, NOW), 5, NOW);
    expect(tooShort.errors.list.map((error) => error.reason)).toEqual(['belowMinWeeks']);
    const suggestions = cartSuggestions(school, tooShort, NOW);
    const byKind = Object.fromEntries(suggestions.map((s) => [s.kind, s.cart]));
    // The shared room has no price with breakfast: it comes with the meal plan it has one with.
    expect(byKind.room?.accommodation).toMatchObject({ room: 4, food: 6 });
    expect(byKind.weeks?.course.weeks).toBe(2);
    expect(byKind.start).toBeUndefined();
  });

  it('opens a course that needs housing on the first start at least 28 days away that the housing can take', () => {
    const camp = { ...school, courses: [{ ...school.courses[0]!, isAccommodationRequired: true }] };
    const opening = initialCart(camp, new Date('2027-05-24T10:00:00Z'));
    // 28 days after 24 May is 21 June, whose stay (20 June – 26 June) the family is closed for: 12 July.
    expect(opening.course.courseStart).toBe('2027-07-12');
    expect(opening.errors.hasErrors).toBe(false);
  });

  it('shows the starts whose default housing dates are fully booked as refused', () => {
    const cart = refused();
    expect(
      fullyBookedStarts(school, cart, [
        '2027-06-07',
        '2027-06-14',
        '2027-06-21',
        '2027-06-28',
        '2027-07-05',
        '2027-07-12',
      ]),
    ).toEqual(['2027-06-14', '2027-06-21', '2027-06-28', '2027-07-05']);
    expect(
      fullyBookedStarts(school, { ...cart, accommodation: { ...cart.accommodation, empty: true, id: -1 } }, [
        '2027-06-28',
      ]),
    ).toEqual([]);
  });

  it('starts a housing on the first meal plan that has a price with its room', () => {
    expect(defaultFood(school.accommodations[1]!, 4)).toBe(6);
    expect(defaultFood(school.accommodations[1]!, 3)).toBe(5);
  });

  it('counts the lessons closed teaching days take: closed weekdays × lessons per week ÷ teaching days', () => {
    const mondayToFriday = { startDay: 1, endDay: 5 };
    // A Monday and a Saturday closed, 20 lessons over 5 days: the Monday's 4.
    expect(lessonsLost(mondayToFriday, 20, ['2027-04-05', '2027-04-10'])).toBe(4);
    // Two days of a Monday-to-Thursday course of 15 lessons: 7.5, rounded.
    expect(lessonsLost({ startDay: 1, endDay: 4 }, 15, ['2027-04-05', '2027-04-06'])).toBe(8);
    expect(lessonsLost(mondayToFriday, 20, [])).toBe(0);
  });
});
