// Issue 32, item 10: the ru visa-refusal refund notice (spec section 8) is in the confirmation
// mail wherever the school offers the refund, and in ru only; it is kept with the booking.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { bookings } from '#server/db/schema.ts';
import {
  SCHOOL_ID,
  bookingForm,
  startBookingMailTest,
  type BookingMailTest,
} from './support/start-booking-mail-test.ts';
import { testDatabases } from './support/test-databases.ts';

const refundNotice = getDictionary('ru')['booking.visaRefund']!;

describe.each(testDatabases)('the deposit notices of the confirmation mail on $kind', (database) => {
  let site: BookingMailTest;
  beforeAll(async () => {
    site = await startBookingMailTest(database);
  });
  afterAll(() => site?.close());
  beforeEach(() => {
    site.inbox.mails.length = 0;
  });

  const book = async (email: string, culture: 'en' | 'ru') => {
    // School 101 of the fixture catalogue refunds the prepayment on a visa refusal; the stay starts months after booking.
    const outcome = await site.bookings.place({
      culture,
      schoolId: SCHOOL_ID,
      form: bookingForm({ name: 'Анна Лима', email }),
    });
    if (outcome.kind !== 'booked') throw new Error(`not booked: ${outcome.kind}`);
    const [mail] = await site.mailsTo(email, 2);
    const [row] = await site.api.db.select().from(bookings).where(eq(bookings.publicId, outcome.publicId));
    return { mail: mail!, row: row! };
  };

  it('tells a ru visitor, in the text and the HTML, that the school refunds the prepayment on a visa refusal', async () => {
    expect(refundNotice).toMatch(/виз/);
    const { mail, row } = await book('anna.ru@example.com', 'ru');
    expect(row.quote.deposit.fullDeposit).toBe(false);
    expect(row.summary.school.returnsDepositOnVisaRefusal).toBe(true);
    expect(mail.text).toContain(refundNotice);
    expect(mail.html).toContain(refundNotice);
  });

  it('says nothing of it in another culture', async () => {
    const { mail } = await book('anna.en@example.com', 'en');
    expect(mail.text).not.toContain(getDictionary('en')['booking.visaRefund']!);
    expect(mail.text).not.toContain(refundNotice);
  });
});
