let stampedAt = Number.NaN;
let stamp = '';

/**
 * pino's timestamp, as pino.stdTimeFunctions.isoTime writes it (`,"time":"…Z"`), made once a
 * millisecond: a busy server writes many lines a millisecond, and a Date and its ISO string for
 * each was a good part of what a request's log line cost.
 */
export function isoTimeStamp(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}
