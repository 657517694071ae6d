import type { CartState } from '#domain/cart/cart-state.ts';
import { depositNotices } from '#domain/booking/deposit-notices.ts';
import { describeStay } from '#domain/booking/describe-stay.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import type { PriceAnswer } from '#domain/pricing/price-answer.ts';
import { SMALL_SCREEN } from '#stores/cart/browser-cart-environment.ts';
import { useCart } from './cart-context.ts';
import { cartStayNames } from './cart-stay-names.ts';
import { useMediaQuery } from './use-media-query.ts';

/**
 * What the booking form books, said once more before the visitor sends it: the total, the
 * deposit paid now and the balance with its date, in the school's currency (the one the school
 * charges) with the deposit notices (spec section 8), then school, course and dates, housing
 * and transfer. On a phone those facts fold
 * into a <details> (issue 12: the summary filled the screen above the form); the figures stay out.
 */
export function BookedStay({ cart, answer }: { cart: CartState; answer: PriceAnswer }) {
  const { school, culture, t } = useCart();
  const small = useMediaQuery(SMALL_SCREEN);
  const money = (minor: number) => formatMoney(minor, answer.currency.isoCode, culture);
  const facts = describeStay(cartStayNames(school, cart), answer, t, culture);
  const price = [
    { label: t('price.total'), value: money(answer.total), kind: 'total' },
    { label: t('price.depositNow'), value: money(answer.deposit.value), kind: 'deposit' },
    ...(answer.balance > 0 && answer.balanceDate
      ? [
          {
            label: t('price.balanceDue', { date: formatDate(answer.balanceDate, culture) }),
            value: money(answer.balance),
            kind: 'balance',
          },
        ]
      : []),
  ];
  return (
    <section className="booked-stay" aria-labelledby="booked-stay-title">
      <h3 id="booked-stay-title">{t('bookingModal.summaryTitle')}</h3>
      <dl className="booked-price">
        {price.map((line) => (
          <div key={line.kind} className={line.kind}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {depositNotices(answer.deposit, school.returnDepositOnVisaRejection, culture).map((key) => (
        <p key={key} className="cart-notice">
          {t(key)}
        </p>
      ))}
      <details className="booked-facts" open={!small}>
        <summary>{t('bookingModal.summaryDetails')}</summary>
        <dl>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
