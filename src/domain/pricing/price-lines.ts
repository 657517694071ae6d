import type { PriceAnswer } from './price-answer.ts';

export type PriceLineKind = 'course' | 'supplement' | 'fees' | 'accommodation' | 'transfer' | 'discount';

/** One line of a price summary; a discount is negative. */
export interface PriceLine {
  kind: PriceLineKind;
  amount: number;
}

/**
 * The lines of a price answer in the order a summary lists them, leaving out what is zero, so
 * that the lines add up to the total: course (before discount) + supplements + fees + housing
 * (before discount) + transfer − moneyOff = total.
 */
export function priceLines(answer: PriceAnswer): PriceLine[] {
  const lines: PriceLine[] = [
    { kind: 'course', amount: answer.course.amount.price },
    { kind: 'supplement', amount: answer.course.supplement },
    { kind: 'fees', amount: answer.schoolFee },
    { kind: 'accommodation', amount: answer.accommodation.empty ? 0 : answer.accommodation.amount.originalTotal },
    { kind: 'transfer', amount: answer.transfer.price },
    { kind: 'discount', amount: -answer.moneyOff },
  ];
  return lines.filter((line) => line.amount !== 0 || line.kind === 'course');
}
