import type { StayFact } from '../booking/describe-stay.ts';
import { priceLineLabels } from '../booking/price-line-labels.ts';
import type { Culture } from '../culture.ts';
import { formatDate } from '../dates/format-date.ts';
import { formatMoney } from '../money/format-money.ts';
import type { TranslateFn } from '../text/translate-fn.ts';
import type { ChangePreview } from './change-preview.ts';

/** One row of a change preview in words: its label, the booked and the new amount, and whether it kept its booked price. */
export interface ChangePreviewRow {
  label: string;
  booked: string;
  next: string;
  locked: boolean;
}

/** The preview's lines in words, in the order of a price summary. */
export function changePreviewRows(
  preview: ChangePreview,
  currency: string,
  t: TranslateFn,
  culture: Culture,
): ChangePreviewRow[] {
  const money = (minor: number) => formatMoney(minor, currency, culture);
  const labels = priceLineLabels(t);
  return preview.lines.map((line) => ({
    label: labels[line.kind],
    booked: money(line.booked),
    next: money(line.next),
    locked: line.locked,
  }));
}

/**
 * The preview as facts for a mail: each line "booked → new", then the totals, the difference, the
 * deposit after the change and the balance with its date. The page shows the same as a table.
 */
export function describeChangePreview(
  preview: ChangePreview,
  currency: string,
  t: TranslateFn,
  culture: Culture,
): StayFact[] {
  const money = (minor: number) => formatMoney(minor, currency, culture);
  const facts: StayFact[] = changePreviewRows(preview, currency, t, culture).map((row) => ({
    label: row.label,
    value: row.locked ? row.next : `${row.booked} → ${row.next}`,
  }));
  facts.push({ label: t('change.bookedTotal'), value: money(preview.bookedTotal) });
  facts.push({ label: t('change.newTotal'), value: money(preview.total) });
  facts.push({
    label: t('change.difference'),
    value: `${preview.difference > 0 ? '+' : ''}${money(preview.difference)}`,
  });
  facts.push({ label: t('change.deposit'), value: money(preview.deposit) });
  if (preview.balance > 0 && preview.balanceDate)
    facts.push({
      label: t('price.balanceDue', { date: formatDate(preview.balanceDate, culture) }),
      value: money(preview.balance),
    });
  return facts;
}
