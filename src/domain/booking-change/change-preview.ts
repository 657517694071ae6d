import type { PriceAnswer } from '../pricing/price-answer.ts';
import type { PriceLineKind } from '../pricing/price-lines.ts';

/** The parts of a booked stay a visitor may change. */
export type ChangedPart = 'course' | 'accommodation' | 'transfer';

/** One line of a change preview: the booked amount beside the new one, and whether it kept its booked price. */
export interface PreviewLine {
  kind: PriceLineKind;
  booked: number;
  next: number;
  /** True when the line kept the price of the day of booking. */
  locked: boolean;
}

export interface ChangePreview {
  changed: ChangedPart[];
  lines: PreviewLine[];
  bookedTotal: number;
  total: number;
  /** total − bookedTotal. */
  difference: number;
  /** What the booking asks for up front after the change: never less than what is already due. */
  deposit: number;
  balance: number;
  /** When the balance is due (28 days before the new start), or null when nothing is left to pay later. */
  balanceDate: string | null;
}

/** Which parts of the stay differ between the booked price answer and the changed cart's. */
export function changedParts(booked: PriceAnswer, next: PriceAnswer): ChangedPart[] {
  const parts: ChangedPart[] = [];
  const a = booked.course;
  const b = next.course;
  if (a.id !== b.id || a.weekPriceId !== b.weekPriceId || a.weeks !== b.weeks || a.start !== b.start)
    parts.push('course');
  const h = booked.accommodation;
  const k = next.accommodation;
  if (
    h.empty !== k.empty ||
    (!h.empty && (h.id !== k.id || h.room !== k.room || h.food !== k.food || h.start !== k.start || h.end !== k.end))
  )
    parts.push('accommodation');
  const s = booked.transfer;
  const t = next.transfer;
  if (s.id !== t.id || s.to !== t.to || s.from !== t.from) parts.push('transfer');
  return parts;
}

/** What a booking has to have paid by `today`: the deposit, or everything once the balance date has come. */
export function amountDue(booked: PriceAnswer, today: string): number {
  return booked.balanceDate !== null && today >= booked.balanceDate ? booked.total : booked.deposit.value;
}

/**
 * The priced preview of a change to a booked stay (issue 17, point 4). `next` is the changed cart
 * priced from today's catalogue by the same quoteCart as the school page. Lines the visitor did
 * not change keep their booked prices: the course and its supplements unless the course changed,
 * the housing unless it changed, the transfer unless it changed; the fees are re-priced when the
 * course weeks or the presence of housing change (courier and placement fees depend on them), the
 * discount when anything changed (a promotion depends on the whole stay). The new deposit is the
 * deposit rule's answer for the new stay (`next`, full when the start is near or the school asks
 * for it), never lower than what is already due on the booking, and never above the new total.
 */
export function changePreview(booked: PriceAnswer, next: PriceAnswer, today: string): ChangePreview {
  const changed = changedParts(booked, next);
  const has = (part: ChangedPart) => changed.includes(part);
  const feesChanged =
    booked.course.weeks !== next.course.weeks || booked.accommodation.empty !== next.accommodation.empty;
  const housing = (answer: PriceAnswer) => (answer.accommodation.empty ? 0 : answer.accommodation.amount.originalTotal);
  const rows: [PriceLineKind, number, number, boolean][] = [
    ['course', booked.course.amount.price, next.course.amount.price, !has('course')],
    ['supplement', booked.course.supplement, next.course.supplement, !has('course')],
    ['fees', booked.schoolFee, next.schoolFee, !feesChanged],
    ['accommodation', housing(booked), housing(next), !has('accommodation')],
    ['transfer', booked.transfer.price, next.transfer.price, !has('transfer')],
    ['discount', -booked.moneyOff, -next.moneyOff, changed.length === 0],
  ];
  const lines = rows
    .map(([kind, bookedAmount, nextAmount, locked]): PreviewLine => ({
      kind,
      booked: bookedAmount,
      next: locked ? bookedAmount : nextAmount,
      locked,
    }))
    .filter((line) => line.booked !== 0 || line.next !== 0 || line.kind === 'course');
  const total = Math.max(
    0,
    lines.reduce((sum, line) => sum + line.next, 0),
  );
  const ruleDeposit = next.deposit.fullDeposit ? total : next.deposit.value;
  const deposit = Math.min(total, Math.max(ruleDeposit, amountDue(booked, today)));
  const balance = total - deposit;
  return {
    changed,
    lines,
    bookedTotal: booked.total,
    total,
    difference: total - booked.total,
    deposit,
    balance,
    balanceDate: balance > 0 ? next.balanceDate : null,
  };
}

/**
 * The price answer a booking keeps once its change is accepted: the new stay's dates, options and
 * rules (`next`), with the amounts of the preview: a line the visitor did not change keeps its
 * booked amount, and the total, deposit, balance and balance date are the preview's, so the
 * booking page, the office and a later change read the same figures as the preview the visitor
 * saw. Its lines still add up to its total (course + supplements + fees + housing + transfer −
 * money off), as every price answer's do.
 */
export function changedQuote(booked: PriceAnswer, next: PriceAnswer, preview: ChangePreview): PriceAnswer {
  const locked = (kind: PriceLineKind) => preview.lines.find((line) => line.kind === kind)?.locked ?? false;
  const course = locked('course')
    ? {
        ...next.course,
        pricePerWeek: booked.course.pricePerWeek,
        supplement: booked.course.supplement,
        amount: booked.course.amount,
      }
    : next.course;
  const accommodation =
    locked('accommodation') && !next.accommodation.empty
      ? { ...next.accommodation, amount: booked.accommodation.amount }
      : next.accommodation;
  const fees = locked('fees')
    ? { schoolFee: booked.schoolFee, schoolFeeInfo: booked.schoolFeeInfo }
    : { schoolFee: next.schoolFee, schoolFeeInfo: next.schoolFeeInfo };
  const full = preview.deposit === preview.total;
  return {
    ...next,
    ...fees,
    course,
    accommodation,
    transfer: locked('transfer') ? { ...next.transfer, price: booked.transfer.price } : next.transfer,
    total: preview.total,
    deposit: {
      ...next.deposit,
      value: preview.deposit,
      fullDeposit: full,
      fullReason: full ? (next.deposit.fullReason ?? 'depositCoversTotal') : null,
    },
    balance: preview.balance,
    balanceDate: preview.balanceDate,
  };
}
