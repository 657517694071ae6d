import { describe, expect, it } from 'vitest';
import { bookingPageView } from '../booking-page-view.ts';
import type { BookingView } from '../booking-view.ts';

// Only what bookingPageView reads matters; the rest of the quote and summary is carried through.
const booking = {
  publicId: 'p'.repeat(32),
  reference: 'LT-000042',
  culture: 'en',
  createdAt: '2026-11-22T10:00:00.000Z',
  name: 'Ana Lima',
  email: 'ana@example.com',
  phone: '+5511987654321',
  marketingAgreed: true,
  summary: { school: { id: 101 } },
  quote: { total: 122_400, course: { start: '2027-03-01', end: '2027-03-12' } },
  cartQuery: 's.id=101',
} as unknown as BookingView;

const at = (today: string, privacyDays = 90) => bookingPageView(booking, { today, privacyDays });

describe('bookingPageView: what the booking page may show to whoever has its link', () => {
  it('masks the contact while the course is on and until the privacy period after it ends', () => {
    const view = at('2026-11-22');
    expect(view.contact).toEqual({ name: 'Ana L.', email: 'a***@example.com', phone: '+55 ••• ••• 21' });
    expect(view.contactShownUntil).toBe('2027-06-10');
    expect(at('2027-06-10').contact).not.toBeNull();
  });

  it('shows no contact from the day after the period, and keeps the booking itself', () => {
    const view = at('2027-06-11');
    expect(view.contact).toBeNull();
    expect(view).toMatchObject({
      publicId: booking.publicId,
      reference: 'LT-000042',
      quote: booking.quote,
      summary: booking.summary,
      cartQuery: 's.id=101',
    });
    expect(at('2030-01-01').contact).toBeNull();
  });

  it('takes the period from its argument: 0 days hides the contact the day after the course ends', () => {
    expect(at('2027-03-12', 0).contact).not.toBeNull();
    expect(at('2027-03-13', 0).contact).toBeNull();
    expect(at('2027-09-01', 365).contact).not.toBeNull();
  });

  it('never carries the full name, e-mail, phone or marketing choice', () => {
    for (const view of [at('2026-11-22'), at('2027-06-11')]) {
      expect(Object.keys(view)).not.toEqual(expect.arrayContaining(['name']));
      expect(view).not.toHaveProperty('email');
      expect(view).not.toHaveProperty('phone');
      expect(view).not.toHaveProperty('marketingAgreed');
      const text = JSON.stringify(view);
      for (const secret of ['Ana Lima', 'ana@example.com', '987654321', '+5511']) expect(text).not.toContain(secret);
    }
  });

  it('shows no contact when the stored quote has no readable course end', () => {
    const broken = { ...booking, quote: { ...booking.quote, course: { start: '2027-03-01', end: '' } } } as BookingView;
    expect(bookingPageView(broken, { today: '2026-11-22', privacyDays: 90 })).toMatchObject({
      contact: null,
      contactShownUntil: null,
    });
  });
});
