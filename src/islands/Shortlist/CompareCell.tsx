import type { Culture } from '#domain/culture.ts';
import { formatDate, formatMonthYear } from '#domain/dates/format-date.ts';
import { intlLocale } from '#domain/intl-locale.ts';
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
    case 'classMix':
      return classMixText(cell, t, culture);
  }
}

/** A month's class mix as the school page words it: under 18, the largest groups, where and when counted. */
function classMixText(cell: Extract<Cell, { kind: 'classMix' }>, t: Translate, culture: Culture): string {
  const locale = intlLocale(culture);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  const groups = cell.firstLanguages
    .map((entry) => `${languages.of(entry.language) ?? entry.language} ${percent.format(entry.share / 100)}`)
    .join(', ');
  const month = formatMonthYear(`${cell.month}-01`, culture);
  return [
    t('compare.cell.under18', { share: percent.format(cell.under18 / 100) }),
    groups,
    t(cell.source === 'schoolFigures' ? 'compare.cell.mixSchoolFigures' : 'compare.cell.mixOurBookings', { month }),
  ].join(' · ');
}
