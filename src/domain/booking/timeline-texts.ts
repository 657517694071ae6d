import type { Culture } from '../culture.ts';
import { formatDate } from '../dates/format-date.ts';
import { formatMoney } from '../money/format-money.ts';
import type { PriceAnswer } from '../pricing/price-answer.ts';
import type { TranslateFn } from '../text/translate-fn.ts';
import type { TimelineStep } from './booking-timeline.ts';

/** The timeline's steps in words, dated in the visitor's culture: the booking page and the visitor's mail say the same. */
export function timelineTexts(
  steps: TimelineStep[],
  quote: PriceAnswer,
  manager: string,
  t: TranslateFn,
  culture: Culture,
): string[] {
  const money = (minor: number) => formatMoney(minor, quote.currency.isoCode, culture);
  return steps.map((step) => {
    const date = formatDate(step.date, culture);
    switch (step.kind) {
      case 'confirmation':
        return t('timeline.confirmation', { date, manager });
      case 'depositLink':
        return quote.deposit.fullDeposit
          ? t('timeline.depositLinkFull', { amount: money(quote.deposit.value) })
          : t('timeline.depositLink', { amount: money(quote.deposit.value) });
      case 'balance':
        return t('timeline.balance', { date, amount: money(quote.balance) });
      case 'documents':
        return t('timeline.documents', { date });
      case 'courseStart':
        return t('timeline.courseStart', { date });
    }
  });
}
