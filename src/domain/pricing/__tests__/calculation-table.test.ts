import { describe, expect, it } from 'vitest';
import { changeCourse } from '#domain/cart/change-course.ts';
import { changeCourseStart } from '#domain/cart/change-course-start.ts';
import { changeWeekPrice } from '#domain/cart/change-week-price.ts';
import { changeWeeks } from '#domain/cart/change-weeks.ts';
import { initialCart } from '#domain/cart/initial-cart.ts';
import { selectAccommodation } from '#domain/cart/select-accommodation.ts';
import { toggleTransfer } from '#domain/cart/toggle-transfer.ts';
import type { SchoolData } from '#domain/catalogue/api-types.ts';
import { calculationTable } from '../calculation-table.ts';
import { quoteCart } from '../quote-cart.ts';
import { GENERAL_ENGLISH, HOST_FAMILY, maltaSchool } from './fixtures/malta-school.ts';

// The worked example of docs/pricing-model.md, booked on 2027-03-01.
const bookedOn = new Date('2027-03-01T10:00:00Z');

function workedExampleCart(school: SchoolData = maltaSchool) {
  let cart = initialCart(school, bookedOn);
  cart = changeCourse(school, cart, { courseId: GENERAL_ENGLISH }, bookedOn);
  cart = changeWeekPrice(school, cart, 102, bookedOn);
  cart = changeWeeks(school, cart, 2, bookedOn);
  cart = changeWeeks(school, cart, 6, bookedOn);
  cart = changeCourseStart(school, cart, '2027-06-28', bookedOn);
  cart = selectAccommodation(school, cart, HOST_FAMILY, bookedOn);
  return toggleTransfer(school, cart, true, bookedOn);
}

describe('the calculation table of a cart', () => {
  const cart = workedExampleCart();
  const table = calculationTable(maltaSchool, cart, bookedOn);
  const row = (weeks: number) => table.rows.find((r) => r.weeks === weeks)!;

  it('has one row for every week count the course offers (1 to 52), the cart’s own marked current', () => {
    expect(table.currency).toEqual({ symbol: '€', isoCode: 'EUR' });
    expect(table.rows.map((r) => r.weeks)).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
    expect(table.rows.filter((r) => r.current).map((r) => r.weeks)).toEqual([6]);
  });

  it('prices the cart’s own week count exactly as the cart is priced: the worked example’s 3,640', () => {
    const answer = quoteCart(maltaSchool, cart, { now: bookedOn }).answer!;
    expect(row(6)).toEqual({
      weeks: 6,
      current: true,
      // 6 × 310 + 6 × 30 summer supplement; 6 × 230 host family; return transfer; registration + books + placement.
      price: {
        course: 204000,
        housing: 138000,
        transfer: 6000,
        fees: 16000,
        discount: 0,
        total: 364000,
        deposit: 20000,
      },
      problems: [],
    });
    expect(row(6).price!.total).toBe(answer.total);
    expect(row(6).price!.deposit).toBe(answer.deposit.value);
  });

  it('prices 4 weeks as the weeks selector would: option 112 kept, housing Sunday 27 June to Saturday 24 July', () => {
    // 4 × 310 + 4 × 30; 4 × 230; 60; 70 + 40 + 50.
    expect(row(4).price).toEqual({
      course: 136000,
      housing: 92000,
      transfer: 6000,
      fees: 16000,
      discount: 0,
      total: 250000,
      deposit: 20000,
    });
  });

  it('prices 12 weeks in the 12+ range with the same 30 lessons (option 122) and the courier fee', () => {
    // 12 × 285 + 9 summer weeks × 30 (the weeks starting 30 August and later are outside it);
    // housing 27 June to 18 September, 83 nights: 12 weeks; fees 70 + 40 + 60 courier + 50.
    expect(row(12).price).toEqual({
      course: 342000 + 27000,
      housing: 276000,
      transfer: 6000,
      fees: 22000,
      discount: 0,
      total: 673000,
      deposit: 20000,
    });
  });

  it('prices 2 weeks at the 1–3 week price of 30 lessons (option 102)', () => {
    // 2 × 340 + 2 × 30; housing 27 June to 10 July, 13 nights: 2 weeks × 230; fees 160; transfer 60.
    expect(row(2).price).toEqual({
      course: 74000,
      housing: 46000,
      transfer: 6000,
      fees: 16000,
      discount: 0,
      total: 142000,
      deposit: 20000,
    });
  });

  it('adds up in every row: course + housing + transfer + fees − discount = total', () => {
    for (const { price, weeks } of table.rows) {
      expect(price, `${weeks} weeks`).not.toBeNull();
      expect(price!.course + price!.housing + price!.transfer + price!.fees - price!.discount, `${weeks} weeks`).toBe(
        price!.total,
      );
    }
  });

  it('shows a course promotion in the discount column and takes it off the total', () => {
    const promoted: SchoolData = {
      ...maltaSchool,
      promotions: [
        {
          id: 9,
          name: 'Ten off the course',
          kind: 'percent',
          value: 10,
          appliesTo: 'course',
          minWeeks: 4,
          bookingWindow: null,
          startWindow: null,
        },
      ],
    };
    const promotedTable = calculationTable(promoted, workedExampleCart(promoted), bookedOn);
    const four = promotedTable.rows.find((r) => r.weeks === 4)!.price!;
    // 10 % of the course price 1,240 (supplements are not discounted).
    expect(four.discount).toBe(12400);
    expect(four.total).toBe(250000 - 12400);
    expect(promotedTable.rows.find((r) => r.weeks === 3)!.price!.discount).toBe(0);
  });

  it('gives a row without price the reasons, when a week count leaves the housing outside its limits', () => {
    const limited: SchoolData = {
      ...maltaSchool,
      accommodations: maltaSchool.accommodations.map((housing) => ({
        ...housing,
        rooms: housing.rooms.map((room) => ({ ...room, maxWeeks: 8 })),
      })),
    };
    const limitedTable = calculationTable(limited, workedExampleCart(limited), bookedOn);
    const ten = limitedTable.rows.find((r) => r.weeks === 10)!;
    expect(ten.price).toBeNull();
    expect(ten.problems.length).toBeGreaterThan(0);
    expect(limitedTable.rows.find((r) => r.weeks === 8)!.price).not.toBeNull();
  });
});
