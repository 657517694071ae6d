import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import { quoteCart } from '#domain/pricing/quote-cart.ts';
import { parseCalculationQuery } from '#server/quotes/parse-calculation-query.ts';
import type { BenchCart } from './bench-carts.ts';

export interface QuoteCpu {
  /** quoteCart alone on a cart already built: the price rules. */
  quoteMicros: number;
  /** What the endpoint does besides HTTP and the catalogue lookup: read the query, rebuild the cart, price it, write JSON. */
  endpointMicros: number;
}

const cpuMicros = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

function timeEach(carts: readonly BenchCart[], rounds: number, work: (cart: BenchCart) => unknown): number {
  let sink = 0;
  const started = cpuMicros();
  for (let round = 0; round < rounds; round += 1) for (const cart of carts) sink += work(cart) === undefined ? 0 : 1;
  const micros = cpuMicros() - started;
  if (sink < 0) console.log(sink);
  return micros / (rounds * carts.length);
}

/** CPU time per price in this process, after a warm-up so the JIT has done its work. */
export function measureQuoteCpu(carts: readonly BenchCart[], now: Date, rounds = 5): QuoteCpu {
  const endpoint = (item: BenchCart) => {
    const query = parseCalculationQuery(new URLSearchParams(item.path.slice(item.path.indexOf('?') + 1)));
    const built = cartFromQuery(item.school, query, now);
    if (!built.ok) throw new Error(`${item.path}: ${built.issues[0]!.message}`);
    return JSON.stringify(quoteCart(item.school, built.cart, { now }));
  };
  const quote = (item: BenchCart) => quoteCart(item.school, item.cart, { now });
  timeEach(carts, 1, endpoint);
  timeEach(carts, 1, quote);
  return { quoteMicros: timeEach(carts, rounds, quote), endpointMicros: timeEach(carts, rounds, endpoint) };
}
