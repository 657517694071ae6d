import type { Culture } from '#domain/culture.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import type { Cell } from '#domain/shortlist/comparison-rows.ts';
import type { Translate } from '#i18n/translate-with-dictionary.ts';

/** One cell of the comparison in words: "—" where the catalogue does not say. */
export function cellText(cell: Cell, t: Translate, culture: Culture): string {
  if (cell === null) return '—';
  switch (cell.kind) {
    case 'money': {
      const own = formatMoney(cell.own.amount, cell.own.currency, culture);
      return cell.approx ? `${own} ≈ ${formatMoney(cell.approx.amount, cell.approx.currency, culture)}` : own;
    }
    case 'date':
      return formatDate(cell.date, culture);
    case 'number':
      return String(cell.value);
    case 'range':
      return cell.max > 0
        ? t('compare.cell.ageRange', { min: cell.min, max: cell.max })
        : t('compare.cell.ageFrom', { min: cell.min });
    case 'rating':
      return t('compare.cell.rating', { value: cell.value.toFixed(1), count: cell.count });
    case 'text':
      return cell.text;
    case 'minutes':
      return t(cell.byTransport ? 'compare.cell.minutesTransport' : 'compare.cell.minutesWalk', {
        minutes: cell.value,
      });
    case 'days':
      return t('compare.cell.freeCancellation', { days: cell.value });
    case 'flag':
      return t(cell.value ? 'compare.cell.yes' : 'compare.cell.no');
    case 'items':
      return cell.items.map((item) => t(`compare.included.${item}`)).join(', ');
  }
}
