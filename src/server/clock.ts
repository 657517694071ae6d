/** The current instant; passed in so tests can fix 'today' (domain rules never read the clock). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The UTC calendar day of an instant, YYYY-MM-DD, as the domain rules take it. */
export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
