import { convertMoney } from '#domain/money/convert-money.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import { useCart } from './cart-context.ts';

/**
 * An amount in the school's currency, or in the currency the visitor picked when the rates
 * table has both (pricing model: a missing rate shows the school's currency, never 0 or 'null').
 */
export function Money({ amount, currency, display }: { amount: number; currency: string; display: string }) {
  const { culture, rates } = useCart();
  const converted = display === currency ? null : convertMoney(amount, currency, display, rates);
  if (!converted) return <>{formatMoney(amount, currency, culture)}</>;
  return <>≈ {formatMoney(converted.amount, converted.currency, culture)}</>;
}
