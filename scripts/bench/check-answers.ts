import type { BenchCart } from './bench-carts.ts';

/**
 * Asks the server once for every cart before the load, so the figures are for the answers the
 * site really needs: a price for a bookable cart, the errors for the others, never a refusal.
 */
export async function checkAnswers(url: string, carts: readonly BenchCart[], parallel = 16): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < carts.length) {
      const item = carts[next++]!;
      const response = await fetch(`${url}${item.path}`);
      const body = (await response.json()) as {
        success: boolean;
        data?: { price: unknown; errors: { hasErrors: boolean } };
      };
      const priced = body.success && body.data?.price != null;
      if (response.status !== 200 || priced !== item.priced) {
        throw new Error(
          `${item.path}: expected ${item.priced ? 'a price' : 'the cart errors'}, got ${response.status} ${JSON.stringify(body).slice(0, 300)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
