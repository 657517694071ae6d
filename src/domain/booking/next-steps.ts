import type { Culture } from '../culture.ts';
import { formatDate } from '../dates/format-date.ts';
import { formatMoney } from '../money/format-money.ts';
import type { PriceAnswer } from '../pricing/price-answer.ts';
import type { TranslateFn } from '../text/translate-fn.ts';

/**
 * What happens after a booking, in order (spec section 9, FAQ: deposit paid to the school by
 * card, documents 3–5 working days later, balance four weeks before the start, free
 * cancellation within three days of booking).
 */
export function nextSteps(quote: PriceAnswer, t: TranslateFn, culture: Culture): string[] {
  const money = (minor: number) => formatMoney(minor, quote.currency.isoCode, culture);
  const steps = [
    t('next.manager'),
    quote.deposit.fullDeposit
      ? t('next.payFull', { amount: money(quote.deposit.value) })
      : t('next.payDeposit', { amount: money(quote.deposit.value) }),
    t('next.documents'),
  ];
  if (quote.balance > 0 && quote.balanceDate)
    steps.push(t('next.balance', { amount: money(quote.balance), date: formatDate(quote.balanceDate, culture) }));
  steps.push(t('next.cancellation'));
  return steps;
}
