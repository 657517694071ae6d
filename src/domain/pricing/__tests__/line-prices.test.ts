import { describe, expect, it } from 'vitest';
import { findWeekRange, pickWeekPrice } from '../pick-week-price.ts';
import { quoteAccommodation } from '../quote-accommodation.ts';
import { quoteCourse } from '../quote-course.ts';
import { quoteFees } from '../quote-fees.ts';
import { quoteTransfer } from '../quote-transfer.ts';
import { seasonSupplement } from '../season-supplement.ts';
import { buildAccommodation, buildCourse } from './fixtures/catalogue-builders.ts';
import { maltaSchool } from './fixtures/malta-school.ts';

const generalEnglish = maltaSchool.courses[0]!;
const summer = [{ start: '2027-06-14', end: '2027-08-29', perWeek: 3000 }];

describe('findWeekRange', () => {
  it('finds the range containing the weeks, an open upper end included', () => {
    expect(findWeekRange(generalEnglish, 3)?.from).toBe(1);
    expect(findWeekRange(generalEnglish, 4)?.from).toBe(4);
    expect(findWeekRange(generalEnglish, 52)?.from).toBe(12);
    expect(findWeekRange(buildCourse({ courseWeeks: [{ from: 2, to: 3, prices: [] }] }), 1)).toBeUndefined();
  });
});

describe('pickWeekPrice', () => {
  it('keeps the option when it is in the range for W', () => {
    expect(pickWeekPrice(generalEnglish, 2, 102)).toMatchObject({ ok: true, option: { id: 102 } });
  });

  it('else takes the option of that range with the same lessons per week', () => {
    expect(pickWeekPrice(generalEnglish, 6, 102)).toMatchObject({ ok: true, option: { id: 112, pricePerWeek: 31000 } });
    expect(pickWeekPrice(generalEnglish, 12, 101)).toMatchObject({ ok: true, option: { id: 121 } });
  });

  it('else the first option of the range', () => {
    const course = buildCourse({
      courseWeeks: [
        {
          from: 1,
          to: 3,
          prices: [
            {
              id: 1,
              lessonsPerWeek: 30,
              schedule: { sessions: [{ start: '09:00', end: '12:15' }] },
              pricePerWeek: 100,
            },
          ],
        },
        {
          from: 4,
          to: null,
          prices: [
            { id: 2, lessonsPerWeek: 20, schedule: { sessions: [{ start: '09:00', end: '12:15' }] }, pricePerWeek: 90 },
            { id: 3, lessonsPerWeek: 25, schedule: { sessions: [{ start: '09:00', end: '12:15' }] }, pricePerWeek: 95 },
          ],
        },
      ],
    });
    expect(pickWeekPrice(course, 5, 1)).toMatchObject({ ok: true, option: { id: 2 } });
    expect(pickWeekPrice(course, 5, null)).toMatchObject({ ok: true, option: { id: 2 } });
  });

  it('is an error, not a zero price, for a range without options or weeks outside every range', () => {
    const course = buildCourse({ courseWeeks: [{ from: 1, to: 3, prices: [] }] });
    expect(pickWeekPrice(course, 2, null)).toEqual({ ok: false, reason: 'noPriceOptions' });
    expect(pickWeekPrice(course, 4, null)).toEqual({ ok: false, reason: 'noWeekRange' });
  });
});

describe('seasonSupplement', () => {
  it('charges once per week whose first day falls inside the period', () => {
    expect(seasonSupplement(summer, '2027-06-28', 6)).toBe(18000);
    // Weeks starting 7 and 14 June: only the second is inside.
    expect(seasonSupplement(summer, '2027-06-07', 2)).toBe(3000);
    // Week starting 23 August is in, 30 August out, though its days overlap nothing else.
    expect(seasonSupplement(summer, '2027-08-23', 2)).toBe(3000);
    // A week starting before the period but running into it pays nothing.
    expect(seasonSupplement(summer, '2027-06-08', 1)).toBe(0);
    expect(seasonSupplement([], '2027-06-28', 6)).toBe(0);
  });
});

describe('quoteCourse', () => {
  it('is pricePerWeek × W of the picked option plus the supplements', () => {
    expect(quoteCourse(generalEnglish, { weeks: 6, weekPriceId: 102, start: '2027-06-28' })).toMatchObject({
      ok: true,
      amount: 186000,
      supplement: 18000,
      option: { id: 112 },
    });
    expect(quoteCourse(generalEnglish, { weeks: 2, weekPriceId: 101, start: '2027-01-04' })).toMatchObject({
      ok: true,
      amount: 52000,
      supplement: 0,
    });
  });

  it('passes the no-price error on', () => {
    expect(
      quoteCourse(buildCourse({ courseWeeks: [{ from: 1, to: null, prices: [] }] }), {
        weeks: 2,
        weekPriceId: null,
        start: '2027-01-04',
      }),
    ).toEqual({ ok: false, reason: 'noPriceOptions' });
  });
});

describe('quoteFees', () => {
  const fees = maltaSchool.fees;

  it('adds registration and books, placement only with housing', () => {
    expect(quoteFees(fees, { courseWeeks: 6, withAccommodation: false }).schoolFee).toBe(11000);
    expect(quoteFees(fees, { courseWeeks: 6, withAccommodation: true })).toEqual({
      schoolFee: 16000,
      schoolFeeInfo: {
        registrationFee: 7000,
        booksFee: 4000,
        booksFeePaidInSchool: false,
        sendingInvitationWithCourier: 0,
        accommodationFee: 5000,
      },
    });
  });

  it("adds the courier fee from the school's number of weeks", () => {
    expect(
      quoteFees(fees, { courseWeeks: 11, withAccommodation: false }).schoolFeeInfo.sendingInvitationWithCourier,
    ).toBe(0);
    expect(quoteFees(fees, { courseWeeks: 12, withAccommodation: false })).toMatchObject({
      schoolFee: 17000,
      schoolFeeInfo: { sendingInvitationWithCourier: 6000 },
    });
    expect(quoteFees({ ...fees, courier: null }, { courseWeeks: 40, withAccommodation: false }).schoolFee).toBe(11000);
  });

  it('shows books paid at the school without adding them', () => {
    expect(quoteFees({ ...fees, booksPaidInSchool: true }, { courseWeeks: 6, withAccommodation: false })).toMatchObject(
      {
        schoolFee: 7000,
        schoolFeeInfo: { booksFee: 4000, booksFeePaidInSchool: true },
      },
    );
  });
});

describe('quoteAccommodation', () => {
  const housing = buildAccommodation({
    prices: [
      { roomId: 1, foodId: 1, pricePerWeek: 23000, pricePerExtraNight: 3500, seasonSupplements: summer },
      { roomId: 1, foodId: 2, pricePerWeek: 26000, pricePerExtraNight: null, seasonSupplements: [] },
    ],
  });

  it('charges whole weeks at the weekly price', () => {
    expect(quoteAccommodation(housing, { roomId: 1, foodId: 2, start: '2027-06-27', end: '2027-08-07' })).toMatchObject(
      { ok: true, nights: 41, weeks: 6, extraNights: 0, total: 156000 },
    );
  });

  it('charges extra nights at the extra-night price', () => {
    // 24 Jan → 6 Feb 2027, out of season: 13 nights are floor(14 / 7) = 2 weeks, no extra night.
    expect(quoteAccommodation(housing, { roomId: 1, foodId: 1, start: '2027-01-24', end: '2027-02-06' })).toMatchObject(
      { weeks: 2, extraNights: 0, total: 46000 },
    );
    // 24 Jan → 9 Feb: 16 nights = 2 weeks + 2 extra nights.
    expect(quoteAccommodation(housing, { roomId: 1, foodId: 1, start: '2027-01-24', end: '2027-02-09' })).toMatchObject(
      { weeks: 2, extraNights: 2, chargedWeeks: 2, total: 46000 + 7000 },
    );
  });

  it('prices extra nights as one more week when there is no extra-night price', () => {
    expect(quoteAccommodation(housing, { roomId: 1, foodId: 2, start: '2027-01-24', end: '2027-02-09' })).toMatchObject(
      { weeks: 2, chargedWeeks: 3, extraNights: 0, total: 78000 },
    );
  });

  it('adds season supplements per housing week starting in the period', () => {
    // The housing weeks start 6, 13 and 20 June; only 20 June is inside the period from 14 June.
    expect(quoteAccommodation(housing, { roomId: 1, foodId: 1, start: '2027-06-06', end: '2027-06-26' })).toMatchObject(
      { weeks: 3, supplement: 3000, total: 69000 + 3000 },
    );
  });

  it('has no price for a room and meal plan without a price row', () => {
    expect(quoteAccommodation(housing, { roomId: 1, foodId: 3, start: '2027-06-27', end: '2027-08-07' })).toEqual({
      ok: false,
      reason: 'noPrice',
    });
  });
});

describe('quoteTransfer', () => {
  it('is the two-way price with both directions, else one-way', () => {
    const transfer = { id: 1, oneWayPrice: 3500, twoWayPrice: 6000 };
    expect(quoteTransfer(transfer, { to: true, from: true })).toBe(6000);
    expect(quoteTransfer(transfer, { to: true, from: false })).toBe(3500);
    expect(quoteTransfer(transfer, { to: false, from: true })).toBe(3500);
    expect(quoteTransfer(transfer, { to: false, from: false })).toBe(0);
  });
});
