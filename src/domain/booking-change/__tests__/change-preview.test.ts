import { describe, expect, it } from 'vitest';
import { changeCourse } from '#domain/cart/change-course.ts';
import { changeCourseStart } from '#domain/cart/change-course-start.ts';
import { changeWeekPrice } from '#domain/cart/change-week-price.ts';
import { changeWeeks } from '#domain/cart/change-weeks.ts';
import { initialCart } from '#domain/cart/initial-cart.ts';
import { selectAccommodation } from '#domain/cart/select-accommodation.ts';
import { toggleTransfer } from '#domain/cart/toggle-transfer.ts';
import type { CartSchool } from '#domain/cart/cart-school.ts';
import type { PriceAnswer } from '#domain/pricing/price-answer.ts';
import { quoteCart } from '#domain/pricing/quote-cart.ts';
import {
  AIRPORT_TRANSFER,
  GENERAL_ENGLISH,
  HOST_FAMILY,
  MALTA_PRICES,
  maltaSchool,
} from '#domain/pricing/__tests__/fixtures/malta-school.ts';
import { priceListOf } from '#domain/pricing/__tests__/fixtures/price-list-of.ts';
import { priceLines } from '#domain/pricing/price-lines.ts';
import { amountDue, changePreview, changedParts, changedQuote } from '../change-preview.ts';

const bookedOn = new Date('2027-03-01T10:00:00Z');

function cartOf(school: CartSchool, weeks: number) {
  let cart = initialCart(school, bookedOn);
  cart = changeCourse(school, cart, { courseId: GENERAL_ENGLISH }, bookedOn);
  cart = changeWeekPrice(school, cart, 102, bookedOn);
  cart = changeWeeks(school, cart, weeks, bookedOn);
  cart = changeCourseStart(school, cart, '2027-06-28', bookedOn);
  cart = selectAccommodation(school, cart, HOST_FAMILY, bookedOn);
  return toggleTransfer(school, cart, true, bookedOn);
}

function priced(school: CartSchool, weeks: number, today: string): PriceAnswer {
  const { answer } = quoteCart(school, cartOf(school, weeks), { today });
  if (!answer) throw new Error('the cart does not price');
  return answer;
}

// The worked example of the pricing model, booked on 2027-03-01: 3,640 EUR, deposit 200, balance due 2027-05-31.
const booked = priced(maltaSchool, 6, '2027-03-01');

// Since then the school raised its transfer and housing prices (in its price list, as content writes them).
const dearerViews: CartSchool = {
  ...maltaSchool,
  transfers: maltaSchool.transfers.map((t) =>
    t.id === AIRPORT_TRANSFER ? { ...t, oneWayPrice: 5000, twoWayPrice: 9000 } : t,
  ),
  accommodations: maltaSchool.accommodations.map((a) => ({
    ...a,
    prices: a.prices.map((p) => ({ ...p, pricePerWeek: p.pricePerWeek + 2000 })),
  })),
};
const dearer: CartSchool = { ...dearerViews, priceLists: [priceListOf(dearerViews, MALTA_PRICES)] };

describe('the priced preview of a change', () => {
  it('starts from the worked example', () => {
    expect(booked.total).toBe(364_000);
    expect(booked.deposit.value).toBe(20_000);
    expect(booked.balanceDate).toBe('2027-05-31');
  });

  it('changes nothing when nothing changed, even after the catalogue did: every line keeps its booked price', () => {
    const next = priced(dearer, 6, '2027-03-10');
    expect(next.total).not.toBe(booked.total);
    const preview = changePreview(booked, next, '2027-03-10');
    expect(preview.changed).toEqual([]);
    expect(preview.lines.every((line) => line.locked && line.next === line.booked)).toBe(true);
    expect(preview).toMatchObject({
      total: 364_000,
      difference: 0,
      deposit: 20_000,
      balance: 344_000,
      balanceDate: '2027-05-31',
    });
  });

  it("one more week re-prices the course and the housing from today's catalogue and keeps the transfer's booked price", () => {
    const next = priced(dearer, 7, '2027-03-10');
    const preview = changePreview(booked, next, '2027-03-10');
    expect(preview.changed).toEqual(['course', 'accommodation']);
    const line = (kind: string) => preview.lines.find((l) => l.kind === kind)!;
    // Course: 7 × 310 (was 6 × 310); supplement 7 × 30.
    expect(line('course')).toEqual({ kind: 'course', booked: 186_000, next: 217_000, locked: false });
    expect(line('supplement')).toEqual({ kind: 'supplement', booked: 18_000, next: 21_000, locked: false });
    // Housing: 7 weeks at today's 250 (was 6 at 230).
    expect(line('accommodation')).toEqual({ kind: 'accommodation', booked: 138_000, next: 175_000, locked: false });
    // The transfer kept its booked 60, though the school now asks 90.
    expect(line('transfer')).toEqual({ kind: 'transfer', booked: 6_000, next: 6_000, locked: true });
    // The weeks changed, so the fees are priced again (the courier fee starts at 12 weeks): the same 160 here.
    expect(line('fees')).toEqual({ kind: 'fees', booked: 16_000, next: 16_000, locked: false });
    expect(preview.total).toBe(217_000 + 21_000 + 16_000 + 175_000 + 6_000);
    expect(preview.difference).toBe(preview.total - 364_000);
    expect(preview.deposit).toBe(20_000);
    expect(preview.balance).toBe(preview.total - 20_000);
    expect(preview.balanceDate).toBe('2027-05-31');
  });

  it('names what changed: the transfer alone', () => {
    const withoutReturn = { ...booked, transfer: { ...booked.transfer, to: false } };
    expect(changedParts(booked, withoutReturn)).toEqual(['transfer']);
    expect(changedParts(booked, booked)).toEqual([]);
  });
});

describe('the deposit of a changed booking', () => {
  it('is never lower than what is already due: after the balance date, the whole booked total', () => {
    expect(amountDue(booked, '2027-05-30')).toBe(20_000);
    expect(amountDue(booked, '2027-05-31')).toBe(364_000);
    // Changed on 2027-06-01 (start 27 days away): the rule asks for the full new total anyway.
    const late = priced(dearer, 7, '2027-06-01');
    const preview = changePreview(booked, late, '2027-06-01');
    expect(preview.deposit).toBe(preview.total);
    expect(preview).toMatchObject({ balance: 0, balanceDate: null });
  });

  it('keeps what was already due even when the new stay is cheaper, and never asks more than the new total', () => {
    // One week fewer, changed after the balance date had passed on the booking: the booked total was due.
    const shorter = priced(maltaSchool, 5, '2027-03-10');
    const preview = changePreview({ ...booked, balanceDate: '2027-03-05' }, shorter, '2027-03-10');
    expect(preview.total).toBeLessThan(364_000);
    expect(preview.deposit).toBe(preview.total);
    const early = changePreview(booked, shorter, '2027-03-10');
    expect(early.deposit).toBe(20_000);
    expect(early.balance).toBe(early.total - 20_000);
  });
});

describe('the price a booking keeps once its change is accepted', () => {
  it("holds the preview's figures: the booked transfer, the re-priced course and housing, the new dates", () => {
    const next = priced(dearer, 7, '2027-03-10');
    const preview = changePreview(booked, next, '2027-03-10');
    const kept = changedQuote(booked, next, preview);
    expect(kept.course).toMatchObject({
      weeks: 7,
      start: next.course.start,
      end: next.course.end,
      amount: next.course.amount,
    });
    expect(kept.transfer.price).toBe(6_000);
    expect(next.transfer.price).not.toBe(6_000);
    expect(kept).toMatchObject({ total: preview.total, balance: preview.balance, balanceDate: preview.balanceDate });
    expect(kept.deposit).toMatchObject({ value: 20_000, fullDeposit: false, fullReason: null });
    // Its lines are the preview's new column and still add up to its total.
    expect(priceLines(kept).map((line) => [line.kind, line.amount])).toEqual(
      preview.lines.map((line) => [line.kind, line.next]),
    );
    expect(priceLines(kept).reduce((sum, line) => sum + line.amount, 0)).toBe(kept.total);
  });

  it('keeps the booked course price when only the housing changed', () => {
    const next = priced(dearer, 6, '2027-03-10');
    const noHousingChange = changePreview(booked, next, '2027-03-10');
    expect(changedQuote(booked, next, noHousingChange).total).toBe(booked.total);
    const withoutTransfer = { ...next, transfer: { ...next.transfer, id: 0, price: 0, to: false, from: false } };
    const preview = changePreview(booked, withoutTransfer, '2027-03-10');
    const kept = changedQuote(booked, withoutTransfer, preview);
    expect(kept.course.amount).toEqual(booked.course.amount);
    expect(kept.accommodation.amount).toEqual(booked.accommodation.amount);
    expect(kept.total).toBe(booked.total - 6_000);
  });

  it('asks the whole new total up front when the preview does', () => {
    const late = priced(dearer, 7, '2027-06-01');
    const preview = changePreview(booked, late, '2027-06-01');
    const kept = changedQuote(booked, late, preview);
    expect(kept.deposit).toMatchObject({ value: kept.total, fullDeposit: true });
    expect(kept).toMatchObject({ balance: 0, balanceDate: null });
  });
});
