import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';

/** A price request that did not give a price answer: HTTP not ok, code 500 or success false (spec section 8, 'calculation'). */
export class CalculationError extends Error {
  readonly status: number;

  constructor(status: number, reason: string) {
    super(`calculation failed: ${reason}`);
    this.name = 'CalculationError';
    this.status = status;
  }
}

/** Whether an error is an aborted request, which the page ignores (spec section 8: abort code 20). */
export function isAbort(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'AbortError';
}

/** Asks the pricing endpoint for the price of the cart written in `query` (the short keys, s.id and culture included). */
export async function calculateCart(
  fetcher: typeof fetch,
  query: string,
  signal: AbortSignal,
): Promise<CalculationData> {
  const response = await fetcher(`/api/school/calculate/?${query}`, {
    headers: { accept: 'application/json' },
    signal,
  });
  let body: ApiEnvelope<CalculationData> | null = null;
  try {
    body = (await response.json()) as ApiEnvelope<CalculationData>;
  } catch {
    // Not JSON: a proxy's error page, a cut connection. The status says enough.
  }
  if (!response.ok || !body)
    throw new CalculationError(response.status, body && !body.success ? body.error.message : `HTTP ${response.status}`);
  if (!body.success) throw new CalculationError(response.status, body.error.message);
  return body.data;
}
