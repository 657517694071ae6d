/**
 * A percentage of an amount in minor units, rounded half up to the minor unit once (pricing
 * model). The percent may have up to two decimals (12.5 %); the sum is done in integers so
 * that 0.1 + 0.2 style float errors cannot move a cent.
 */
export function percentOf(amount: number, percent: number): number {
  if (!Number.isInteger(amount) || amount < 0)
    throw new RangeError(`amount must be non-negative integer minor units, got ${amount}`);
  const hundredths = Math.round(percent * 100);
  if (hundredths < 0 || Math.abs(percent * 100 - hundredths) > 1e-6)
    throw new RangeError(`percent must be non-negative with at most two decimals, got ${percent}`);
  // amount × percent / 100, with percent in hundredths: divide by 10 000, adding half first.
  const scaled = amount * hundredths + 5_000;
  if (!Number.isSafeInteger(scaled)) throw new RangeError('amount too large to take a percent of exactly');
  return (scaled - (scaled % 10_000)) / 10_000;
}
