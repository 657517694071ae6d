import type { Culture } from '../culture.ts';
import { formatDate } from '../dates/format-date.ts';
import { formatMoney } from '../money/format-money.ts';
import type { PriceAnswer } from '../pricing/price-answer.ts';
import { priceLines } from '../pricing/price-lines.ts';
import { priceLineLabels } from './price-line-labels.ts';
import type { StayFact } from './describe-stay.ts';
import type { TranslateFn } from '../text/translate-fn.ts';

/** The price of a booking in words: its lines, the total, the deposit paid now and the balance with its date. */
export function describePrice(quote: PriceAnswer, t: TranslateFn, culture: Culture): StayFact[] {
  const money = (minor: number) => formatMoney(minor, quote.currency.isoCode, culture);
  const labels = priceLineLabels(t);
  const facts: StayFact[] = priceLines(quote).map((line) => ({ label: labels[line.kind], value: money(line.amount) }));
  facts.push({ label: t('price.total'), value: money(quote.total) });
  facts.push({ label: t('price.depositNow'), value: money(quote.deposit.value) });
  if (quote.balance > 0 && quote.balanceDate)
    facts.push({
      label: t('price.balanceDue', { date: formatDate(quote.balanceDate, culture) }),
      value: money(quote.balance),
    });
  return facts;
}
