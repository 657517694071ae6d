import { useStore } from '@nanostores/react';
import { formatMoney } from '#domain/money/format-money.ts';
import { transferOnPriceList } from '#domain/pricing/rules-on-price-list.ts';
import { stayPriceList } from '#domain/pricing/stay-price-list.ts';
import { useCart } from './cart-context.ts';

/**
 * The transfer block (spec section 4): one transfer or 'do not book', then the directions, from
 * and to the airport, of which one at least stays on (the last one cannot be switched off).
 */
export function TransferBlock() {
  const { store, school, culture, t } = useCart();
  const cart = useStore(store.$cart);
  if (!cart || school.transfers.length === 0) return null;
  const { transfer } = cart;
  // The prices of the list that prices the transfer for these dates (the page's data carry the shown list's).
  const list = stayPriceList(school, cart);
  const money = (minor: number) => formatMoney(minor, school.currency.isoCode, culture);
  const onlyOne = transfer.to !== transfer.from;

  return (
    <section className="cart-block" aria-labelledby="cart-transfer-title">
      <h3 id="cart-transfer-title">{t('cart.transfer')}</h3>
      <fieldset className="cart-field">
        <legend className="visually-hidden">{t('cart.transfer')}</legend>
        {school.transfers.map((shown) => {
          const option = (list && transferOnPriceList(shown, list)) ?? shown;
          return (
            <label key={option.id} className="cart-choice">
              <input
                type="radio"
                name="cart-transfer"
                checked={!transfer.empty && transfer.id === option.id}
                onChange={() => store.selectTransfer(option.id)}
              />
              {t('cart.transferPrices', {
                name: option.name,
                oneWay: money(option.oneWayPrice),
                twoWay: money(option.twoWayPrice),
              })}
            </label>
          );
        })}
        <label className="cart-choice">
          <input
            type="radio"
            name="cart-transfer"
            checked={transfer.empty}
            onChange={() => store.toggleTransfer(false)}
          />
          {t('cart.doNotBook')}
        </label>
      </fieldset>
      {!transfer.empty && (
        <div className="cart-field">
          <label className="cart-choice">
            <input
              type="checkbox"
              checked={transfer.from}
              disabled={onlyOne && transfer.from}
              onChange={() => store.toggleTransferDirection('from')}
            />
            {t('cart.fromAirport')}
          </label>
          <label className="cart-choice">
            <input
              type="checkbox"
              checked={transfer.to}
              disabled={onlyOne && transfer.to}
              onChange={() => store.toggleTransferDirection('to')}
            />
            {t('cart.toAirport')}
          </label>
        </div>
      )}
    </section>
  );
}
