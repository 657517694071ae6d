// The office's booking list as CSV, with the list page's filters and order (all pages at once).
import type { APIRoute } from 'astro';
import { readBookingListQuery } from '#domain/office/booking-list-query.ts';
import { isoDay } from '#server/clock.ts';
import { bookingsCsv } from '#server/office/bookings/bookings-csv.ts';

export const prerender = false;

// The office middleware let only staff whose role manages bookings reach this address.
export const GET: APIRoute = ({ locals, url }) => {
  const office = locals.office;
  if (!office) return new Response('The office is not available on this server.', { status: 503 });
  const read = readBookingListQuery(url.searchParams);
  if (!read.ok)
    return new Response(`The filter ${read.field} is wrong: ${read.message}.`, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return bookingsCsv(office.bookings.each(read.query), isoDay(new Date()));
};
