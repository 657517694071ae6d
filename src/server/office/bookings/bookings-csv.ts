import { BOOKING_STATUS_LABELS } from '#domain/booking/booking-status.ts';
import { minorUnitDigits } from '#domain/money/minor-unit-digits.ts';
import { CSV_BOM, CSV_CONTENT_TYPE, csvLine } from '#domain/office/to-csv.ts';
import type { OfficeBookingListRow } from '#server/office/queries/office-booking-list-sql.ts';

const HEADER = [
  'Reference',
  'Booked (UTC)',
  'Status',
  'Name',
  'E-mail',
  'Phone',
  'Language',
  'School',
  'Course',
  'Course start',
  'Weeks',
  'Currency',
  'Total',
  'Deposit',
  'Balance',
  'Balance due',
];

// Amounts in the currency's major unit with its digits ('1234.50'), as a spreadsheet sums them.
const major = (minor: number, currency: string) => {
  const digits = minorUnitDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

const cells = (row: OfficeBookingListRow) => [
  row.reference,
  row.createdAt.toISOString().replace('T', ' ').slice(0, 19),
  BOOKING_STATUS_LABELS[row.status],
  row.name,
  row.email,
  row.phone,
  row.culture,
  row.schoolName,
  row.courseName,
  row.courseStart,
  row.weeks,
  row.currency,
  major(row.total, row.currency),
  major(row.deposit, row.currency),
  major(row.balance, row.currency),
  row.balanceDate,
];

/**
 * The bookings a list's filters match as a CSV download, written while it is read a batch at a
 * time, so exporting the whole table keeps the server's memory flat. Never cached.
 */
export function bookingsCsv(batches: AsyncGenerator<OfficeBookingListRow[]>, today: string): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(HEADER)));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map((row) => csvLine(cells(row))).join('')));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': CSV_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="bookings-${today}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
