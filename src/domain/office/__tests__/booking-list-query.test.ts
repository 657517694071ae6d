import { describe, expect, it } from 'vitest';
import {
  bookingListSearch,
  DEFAULT_BOOKING_LIST_QUERY,
  readBookingListQuery,
  readBookingSearch,
  sortDirectionFor,
} from '../booking-list-query.ts';
import { bookingNoteSchema, bookingStatusChangeSchema } from '../booking-status-change.ts';

const read = (query: string) => readBookingListQuery(new URLSearchParams(query));

describe('the office booking list query', () => {
  it('opens on every booking, newest first, 50 a page', () => {
    expect(read('')).toEqual({ ok: true, query: DEFAULT_BOOKING_LIST_QUERY });
    expect(DEFAULT_BOOKING_LIST_QUERY).toEqual({ status: [], sort: 'booked', dir: 'desc', page: 1, size: 50 });
  });

  it('reads every filter, ignoring empty fields as the filter form sends them', () => {
    const result = read(
      'q=+Ana+&status=new&status=confirmed&school=101&startFrom=2027-03-01&startTo=2027-06-30&bookedFrom=&bookedTo=2026-11-30&sort=start&dir=asc&page=3&size=100&other=1',
    );
    expect(result).toEqual({
      ok: true,
      query: {
        q: 'Ana',
        status: ['new', 'confirmed'],
        school: 101,
        startFrom: '2027-03-01',
        startTo: '2027-06-30',
        bookedFrom: undefined,
        bookedTo: '2026-11-30',
        sort: 'start',
        dir: 'asc',
        page: 3,
        size: 100,
      },
    });
  });

  it('names the first wrong key', () => {
    expect(read('status=paid')).toMatchObject({ ok: false, field: 'status' });
    expect(read('startTo=2027-13-01')).toMatchObject({
      ok: false,
      field: 'startTo',
      message: 'startTo must be a date (YYYY-MM-DD)',
    });
    expect(read('bookedFrom=2026-12-01&bookedTo=2026-11-01')).toMatchObject({
      ok: false,
      field: 'bookedFrom',
      message: 'bookedFrom must not be after bookedTo',
    });
    expect(read('school=0')).toMatchObject({ ok: false, field: 'school' });
    expect(read('size=1000')).toMatchObject({ ok: false, field: 'size' });
    expect(read('page=1.5')).toMatchObject({ ok: false, field: 'page' });
    expect(read(`q=${'x'.repeat(101)}`)).toMatchObject({ ok: false, field: 'q' });
    expect(read('change=yes')).toMatchObject({ ok: false, field: 'change', message: 'change must be pending' });
  });

  it('keeps to the bookings whose change request waits, and writes it back into its links', () => {
    expect(read('change=pending&status=confirmed')).toMatchObject({
      ok: true,
      query: { changeRequested: true, status: ['confirmed'] },
    });
    expect(read('change=')).toEqual({ ok: true, query: DEFAULT_BOOKING_LIST_QUERY });
    const query = { ...DEFAULT_BOOKING_LIST_QUERY, changeRequested: true };
    expect(bookingListSearch(query, { page: 3 })).toBe('?change=pending&page=3');
    expect(read('change=pending&page=3')).toMatchObject({ ok: true, query: { changeRequested: true, page: 3 } });
  });

  it('sorts each column its natural way first, and the other way on a second click', () => {
    expect(read('sort=name')).toMatchObject({ query: { dir: 'asc' } });
    expect(read('sort=total')).toMatchObject({ query: { dir: 'desc' } });
    const byName = { ...DEFAULT_BOOKING_LIST_QUERY, sort: 'name' as const, dir: 'asc' as const };
    expect(sortDirectionFor(byName, 'name')).toBe('desc');
    expect(sortDirectionFor(byName, 'booked')).toBe('desc');
  });

  it('writes links without the keys at their defaults, and reads back what it wrote', () => {
    expect(bookingListSearch(DEFAULT_BOOKING_LIST_QUERY)).toBe('');
    const query = {
      ...DEFAULT_BOOKING_LIST_QUERY,
      q: 'Weber',
      status: ['new' as const, 'cancelled' as const],
      school: 7,
      startFrom: '2027-01-04',
    };
    const search = bookingListSearch(query, { page: 2 });
    expect(search).toBe('?q=Weber&status=new&status=cancelled&school=7&startFrom=2027-01-04&page=2');
    expect(read(search.slice(1))).toEqual({
      ok: true,
      query: { ...query, page: 2, startTo: undefined, bookedFrom: undefined, bookedTo: undefined },
    });
  });

  it('reads a reference however staff type it, and always the text as a name or an address too', () => {
    for (const text of ['LT-000042', 'lt-42', 'LT42', 'lt 42', '42', '000042'])
      expect(readBookingSearch(text).reference).toBe('LT-000042');
    for (const text of ['LT-7K3F-9Q2M', 'lt-7k3f-9q2m', '7K3F9Q2M', ' 7k3f 9q2m '])
      expect(readBookingSearch(text).reference).toBe('LT-7K3F-9Q2M');
    expect(readBookingSearch('0')).toEqual({ reference: null, text: '0' });
    expect(readBookingSearch('Ana Lima')).toEqual({ reference: null, text: 'ana lima' });
    expect(readBookingSearch('LT-ABC')).toEqual({ reference: null, text: 'lt-abc' });
    // A short name can read as a reference: it is still searched as a name.
    expect(readBookingSearch('Hamsters')).toEqual({ reference: 'LT-HAMS-TERS', text: 'hamsters' });
  });
});

describe('a status change and a note from the office', () => {
  it('needs a reason to cancel, and sends mail only for confirming and cancelling', () => {
    expect(bookingStatusChangeSchema.safeParse({ to: 'confirmed', notify: true }).success).toBe(true);
    expect(bookingStatusChangeSchema.safeParse({ to: 'cancelled', reason: '  ' }).error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'reason is required to cancel a booking',
    });
    expect(bookingStatusChangeSchema.parse({ to: 'cancelled', reason: ' No place left. ' })).toEqual({
      to: 'cancelled',
      reason: 'No place left.',
      notify: false,
    });
    expect(bookingStatusChangeSchema.safeParse({ to: 'deposit-paid', notify: true }).error?.issues[0]).toMatchObject({
      path: ['notify'],
    });
    expect(bookingStatusChangeSchema.safeParse({ to: 'lost' }).error?.issues[0]).toMatchObject({ path: ['to'] });
  });

  it('takes a note of 1 to 2000 characters, trimmed', () => {
    expect(bookingNoteSchema.parse({ text: ' Called back. ' })).toEqual({ text: 'Called back.' });
    expect(bookingNoteSchema.safeParse({ text: ' ' }).success).toBe(false);
    expect(bookingNoteSchema.safeParse({ text: 'x'.repeat(2001) }).success).toBe(false);
  });
});
