import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Rates } from '#domain/catalogue/rates-schema.ts';
import type { Culture } from '#domain/culture.ts';
import { formatMonthYear } from '#domain/dates/format-date.ts';
import { monthName } from '#domain/dates/month-name.ts';
import { culturePath } from '#domain/routes/site-url.ts';
import {
  COMPARE_CHOICE_KEYS,
  COMPARE_HOUSINGS,
  COMPARE_ROOMS,
  compareMonths,
  MAX_LESSONS,
  type CompareHousing,
  type CompareRoom,
} from '#domain/shortlist/compare-choices.ts';
import { comparisonRows, shownRows, type RowId } from '#domain/shortlist/comparison-rows.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { browserCompareEnvironment } from '#stores/shortlist/browser-compare-environment.ts';
import { shortlist } from '#stores/shortlist/browser-shortlist.ts';
import { compareQuery, createCompareStore } from '#stores/shortlist/create-compare-store.ts';
import { cellText } from './CompareCell.tsx';
import { ShortlistMailForm } from './ShortlistMailForm.tsx';
import './compare.css';

const LESSON_OPTIONS = [10, 15, 20, 25, 30, 40].filter((lessons) => lessons <= MAX_LESSONS);
const WEEK_OPTIONS = Array.from({ length: 24 }, (_, index) => index + 1);

/**
 * The comparison page (issue 35): up to four schools side by side, priced for the visitor's
 * choices by GET /api/compare, "differences only", the display currency with "≈", the link to
 * share and the shortlist mail. Loaded on this page only.
 */
export default function CompareIsland({
  culture,
  dictionary,
  rates,
}: {
  culture: Culture;
  dictionary: Record<string, string>;
  rates: Rates;
}) {
  const t = useMemo(() => translateWithDictionary(culture, dictionary), [culture, dictionary]);
  const store = useMemo(
    () => createCompareStore(culture, browserCompareEnvironment(), shortlist.$ids.get()),
    [culture],
  );
  const state = useStore(store.$compare);
  useEffect(() => {
    void store.start();
  }, [store]);
  const months = useMemo(() => compareMonths(new Date()), []);
  const columns = state.answer?.columns ?? [];
  const rows = comparisonRows(columns, { currency: state.currency, rates });
  const shown = shownRows(rows, state.differencesOnly);
  const currencies = [rates.base, ...Object.keys(rates.rates)].sort();
  const shareUrl = `${window.location.origin}${culturePath(culture, 'compare/')}?${compareQuery(state.ids, state.choices)}`;
  const { choices } = state;
  // The class mix row names the month its figures are read for: the one chosen, else each school's start.
  const mixMonth = state.answer?.choices.month ?? null;
  const rowLabel = (id: RowId) =>
    id !== 'classMix'
      ? t(`compare.row.${id}`)
      : mixMonth === null
        ? t('compare.row.classMixStart')
        : t('compare.row.classMix', { month: monthName(Number(mixMonth.slice(5, 7)), culture) });
  const refusedField = [...COMPARE_CHOICE_KEYS, 'culture' as const].find((key) => key === state.refusedKey);

  return (
    <div className="compare">
      <form className="compare-choices" aria-label={t('compare.choices')} onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('compare.weeks')}
          <select value={choices.weeks} onChange={(event) => void store.choose({ weeks: Number(event.target.value) })}>
            {(WEEK_OPTIONS.includes(choices.weeks) ? WEEK_OPTIONS : [...WEEK_OPTIONS, choices.weeks]).map((weeks) => (
              <option key={weeks} value={weeks}>
                {weeks}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('compare.month')}
          <select
            value={choices.month ?? ''}
            onChange={(event) => void store.choose({ month: event.target.value === '' ? null : event.target.value })}
          >
            <option value="">{t('compare.monthFirst')}</option>
            {(choices.month === null || months.includes(choices.month) ? months : [choices.month, ...months]).map(
              (month) => (
                <option key={month} value={month}>
                  {formatMonthYear(`${month}-01`, culture)}
                </option>
              ),
            )}
          </select>
        </label>
        <label>
          {t('compare.lessons')}
          <select
            value={choices.lessons}
            onChange={(event) => void store.choose({ lessons: Number(event.target.value) })}
          >
            {(LESSON_OPTIONS.includes(choices.lessons) ? LESSON_OPTIONS : [...LESSON_OPTIONS, choices.lessons])
              .sort((a, b) => a - b)
              .map((lessons) => (
                <option key={lessons} value={lessons}>
                  {lessons}
                </option>
              ))}
          </select>
        </label>
        <label>
          {t('compare.housing')}
          <select
            value={choices.housing}
            onChange={(event) => void store.choose({ housing: event.target.value as CompareHousing })}
          >
            {COMPARE_HOUSINGS.map((housing) => (
              <option key={housing} value={housing}>
                {t(`compare.housing.${housing}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('compare.room')}
          <select
            value={choices.room}
            disabled={choices.housing === 'none'}
            onChange={(event) => void store.choose({ room: event.target.value as CompareRoom })}
          >
            {COMPARE_ROOMS.map((room) => (
              <option key={room} value={room}>
                {t(`compare.room.${room}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('compare.currency')}
          <select value={state.currency ?? ''} onChange={(event) => store.setCurrency(event.target.value)}>
            <option value="">{t('compare.currencyOwn')}</option>
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </label>
        <label className="compare-differences">
          <input
            type="checkbox"
            checked={state.differencesOnly}
            onChange={(event) => store.setDifferencesOnly(event.target.checked)}
          />
          {t('compare.differencesOnly')}
        </label>
      </form>

      <p role="status" className="compare-status">
        {state.status === 'loading' ? t('compare.loading') : ''}
      </p>
      {state.status === 'empty' && (
        <p>
          {t('compare.empty')} <a href={culturePath(culture, 'shortlist/')}>{t('shortlist.title')}</a>
        </p>
      )}
      {state.status === 'failed' && <p role="alert">{t('compare.failed')}</p>}
      {state.status === 'refused' && (
        <p role="alert">
          {refusedField
            ? t('compare.refusedChoice', { field: t(`compare.field.${refusedField}`) })
            : t('compare.refusedSchools')}
        </p>
      )}

      {columns.length > 0 && (
        <>
          <div className="compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
            <table className="compare-table" aria-busy={state.status === 'loading'}>
              <caption id="compare-caption">{t('compare.caption')}</caption>
              <thead>
                <tr>
                  <td />
                  {columns.map((column) => (
                    <th key={column.schoolId} scope="col">
                      <a href={`/${culture}/${column.href}`}>{column.name}</a>
                      <span className="compare-place">
                        {column.cityName}, {column.countryName}
                      </span>
                      {column.problem && (
                        <span className="compare-problem">{t(`compare.problem.${column.problem}`)}</span>
                      )}
                      <button
                        type="button"
                        className="button-link"
                        onClick={() => void store.removeSchool(column.schoolId)}
                      >
                        {t('compare.remove', { school: column.name })}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{rowLabel(row.id)}</th>
                    {row.cells.map((cell, index) => (
                      <td key={columns[index]!.schoolId}>{cellText(cell, t, culture)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shown.length === 0 && <p>{t('compare.allSame')}</p>}
          <section className="compare-share" aria-labelledby="compare-share">
            <h2 id="compare-share">{t('compare.share')}</h2>
            <p>{t('compare.shareNote')}</p>
            <p>
              <a href={shareUrl}>{shareUrl}</a>
            </p>
          </section>
          <ShortlistMailForm culture={culture} t={t} ids={state.ids} choices={choices} />
        </>
      )}
    </div>
  );
}
