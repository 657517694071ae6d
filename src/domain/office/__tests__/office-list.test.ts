import { describe, expect, it } from 'vitest';
import { formatOfficeDate, formatOfficeTime } from '../format-office-time.ts';
import { mailListQuerySchema, newsletterListQuerySchema } from '../office-list-query.ts';
import { officePaging } from '../office-paging.ts';
import { parseRowId } from '../parse-row-id.ts';
import { isPrivateMailKind } from '../private-mail-kinds.ts';
import { officeListHref } from '../office-list-href.ts';

describe('officePaging', () => {
  it('starts page n after n-1 full pages', () => {
    expect(officePaging(3, 120, 50)).toEqual({ page: 3, pageCount: 3, offset: 100, limit: 50 });
  });
  it('shows the last page for a page past the end, and page 1 of an empty list', () => {
    expect(officePaging(9, 120, 50)).toMatchObject({ page: 3, offset: 100 });
    expect(officePaging(4, 0, 50)).toEqual({ page: 1, pageCount: 1, offset: 0, limit: 50 });
  });
});

describe('the office list filters', () => {
  it('take a status, a piece of an address in any case, and a page', () => {
    expect(mailListQuerySchema.parse({ status: 'failed', q: '  Ana@Example ', page: '2' })).toEqual({
      status: 'failed',
      q: 'ana@example',
      page: 2,
    });
    expect(newsletterListQuerySchema.parse({})).toEqual({ page: 1 });
    expect(newsletterListQuerySchema.parse({ q: '   ' })).toEqual({ page: 1 });
  });
  it('refuse an unknown status and a page that is not a whole number from 1', () => {
    expect(mailListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(newsletterListQuerySchema.safeParse({ status: 'queued' }).success).toBe(false);
    for (const page of ['0', '-1', '1.5', 'two'])
      expect(mailListQuerySchema.safeParse({ page }).success, page).toBe(false);
  });
});

describe('parseRowId', () => {
  it('reads a positive whole number that fits an integer column, and nothing else', () => {
    expect(parseRowId('42')).toBe(42);
    expect(parseRowId('2147483647')).toBe(2147483647);
    for (const text of ['0', '-1', '01', '1e3', '4.2', 'abc', '', '2147483648', undefined, null])
      expect(parseRowId(text), String(text)).toBeNull();
  });
});

describe('formatOfficeTime', () => {
  it('writes day-first dates and 24-hour times in UTC, saying so', () => {
    expect(formatOfficeTime(new Date('2026-11-22T09:05:00Z'))).toBe('22/11/2026 09:05 UTC');
    expect(formatOfficeTime(new Date('2026-12-31T23:59:59Z'))).toBe('31/12/2026 23:59 UTC');
    expect(formatOfficeDate(new Date('2027-01-01T00:30:00+03:00'))).toBe('31/12/2026');
  });
});

describe('isPrivateMailKind', () => {
  it('hides the mails that carry a secret link, and only those', () => {
    for (const kind of [
      'staff-password-reset',
      'staff-invitation',
      'newsletter-confirmation',
      'booking-code',
      'shortlist-confirmation',
    ])
      expect(isPrivateMailKind(kind), kind).toBe(true);
    for (const kind of ['booking-visitor', 'booking-agency', 'booking-not-me', 'shortlist-comparison', ''])
      expect(isPrivateMailKind(kind), kind).toBe(false);
  });
});

describe('officeListHref', () => {
  it('keeps the filters that are set and a page after the first, encoded', () => {
    expect(officeListHref('/office/mail/', { status: 'failed', q: 'a+b@x', page: 2 })).toBe(
      '/office/mail/?status=failed&q=a%2Bb%40x&page=2',
    );
    expect(officeListHref('/office/mail/', { status: undefined, q: '', page: 1 })).toBe('/office/mail/');
    expect(officeListHref('/office/newsletter/', { done: 'unsubscribed', status: null })).toBe(
      '/office/newsletter/?done=unsubscribed',
    );
  });
});
