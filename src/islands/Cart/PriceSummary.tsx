import { useStore } from '@nanostores/react';
import { priceLineLabels } from '#domain/booking/price-line-labels.ts';
import { depositNotices } from '#domain/booking/deposit-notices.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import { priceLines } from '#domain/pricing/price-lines.ts';
import { useCart } from './cart-context.ts';
import { useInBrowser } from './use-in-browser.ts';
import { Money } from './Money.tsx';
import { PriceMailButton } from './PriceMailButton.tsx';

/**
 * The price summary (spec sections 3 and 8): the lines, discount and fees, the total, the
 * deposit to pay now, the balance and its date, the full-deposit and visa-refusal notices, the
 * currency shown, and the Book button. Shown only for a cart without errors.
 */
export function PriceSummary() {
  const { store, school, culture, t, rates } = useCart();
  const inBrowser = useInBrowser();
  const cart = useStore(store.$cart);
  const pricing = useStore(store.$pricing);
  const display = useStore(store.$currency);
  if (!cart || cart.errors.hasErrors) return null;
  if (pricing.status === 'loading_exception') {
    return (
      <div className="cart-summary" role="alert">
        <p>{t('cart.loadError')}</p>
        <button type="button" className="button secondary" onClick={() => store.retry()}>
          {t('cart.retry')}
        </button>
      </div>
    );
  }
  const answer = pricing.data?.price ?? null;
  const busy = pricing.status === 'loading_process' || pricing.status === 'loading_initial';
  const currency = school.currency.isoCode;
  const currencies = [
    currency,
    ...Object.keys(rates.rates)
      .concat(rates.base)
      .filter((code, index, all) => code !== currency && all.indexOf(code) === index)
      .sort(),
  ];
  const shownCurrency = currencies.includes(display) ? display : currency;
  const labels = priceLineLabels(t);
  const course = school.courses.find((c) => c.id === cart.course.id);
  const room = cart.accommodation.empty
    ? undefined
    : school.accommodations
        .find((a) => a.id === cart.accommodation.id)
        ?.rooms.find((r) => r.id === cart.accommodation.room);
  // The housing line of a room booked only together says so beside its price (issue 29).
  const together =
    room?.onlyBookedTogether === true && room.roomFor > 1 ? t('housing.bookedTogether', { count: room.roomFor }) : null;

  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={busy}>
      <h3 id="cart-summary-title" tabIndex={-1}>
        {t('cart.summary')}
      </h3>
      {busy && (
        <p className="cart-loader" role="status">
          <span className="spinner" aria-hidden="true" /> {t('cart.loading')}
        </p>
      )}
      {answer && (
        <>
          <dl className="cart-lines">
            {priceLines(answer).map((line) => (
              <div key={line.kind} className={line.kind === 'discount' ? 'discount' : undefined}>
                <dt>
                  {labels[line.kind]}
                  {line.kind === 'accommodation' && together && <span className="cart-hint"> ({together})</span>}
                </dt>
                <dd>
                  <Money amount={line.amount} currency={currency} display={display} />
                </dd>
              </div>
            ))}
            <div className="total">
              <dt>{t('price.total')}</dt>
              <dd data-testid="cart-total">
                <Money amount={answer.total} currency={currency} display={display} />
              </dd>
            </div>
            <div className="deposit">
              <dt>{t('price.depositNow')}</dt>
              <dd>
                <Money amount={answer.deposit.value} currency={currency} display={display} />
              </dd>
            </div>
            {answer.balance > 0 && answer.balanceDate && (
              <div>
                <dt>{t('price.balanceDue', { date: formatDate(answer.balanceDate, culture) })}</dt>
                <dd>
                  <Money amount={answer.balance} currency={currency} display={display} />
                </dd>
              </div>
            )}
          </dl>
          {depositNotices(answer.deposit, school.returnDepositOnVisaRejection, culture).map((key) => (
            <p key={key} className="cart-notice">
              {t(key)}
            </p>
          ))}
          <div className="cart-field">
            <label htmlFor="cart-currency">{t('cart.currency')}</label>
            <select
              id="cart-currency"
              value={shownCurrency}
              onChange={(event) => store.setCurrency(event.currentTarget.value)}
            >
              {(inBrowser ? currencies : [shownCurrency]).map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            {display !== currency && (
              <p className="cart-hint">{t('cart.ratesNote', { date: formatDate(rates.date, culture), currency })}</p>
            )}
          </div>
          <button
            type="button"
            className="button cart-book"
            disabled={busy}
            onClick={() => store.book({ school: school.name, course: course?.name ?? '' })}
          >
            {t('cart.book')}
          </button>
          <PriceMailButton cart={cart} />
        </>
      )}
    </section>
  );
}
