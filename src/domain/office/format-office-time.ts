// The office is in English with the site's day-first dates (en-GB), and in UTC: staff in several
// countries read the same page, and a time without its zone would look like their own.
const DATE = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** A day as the office writes it: '22/11/2026' (UTC). */
export function formatOfficeDate(instant: Date): string {
  return DATE.format(instant);
}

/** An instant as the office writes it: '22/11/2026 10:05 UTC'. */
export function formatOfficeTime(instant: Date): string {
  return `${DATE.format(instant)} ${TIME.format(instant)} UTC`;
}
