// Issue 36 over real SMTP: a booking has its thread (made on first use, one per booking); a
// visitor message nobody reads is mailed to the agency, and a staff reply the visitor does not
// read is mailed to them with the link to the booking's page, where the thread is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepChat } from '#server/chat/index.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { AGENCY, startBookingMailTest, type BookingMailTest } from './support/start-booking-mail-test.ts';
import { testDatabases } from './support/test-databases.ts';

describe.each(testDatabases)('the chat of a booking, mailed over SMTP, on $kind', (database) => {
  let test: BookingMailTest;
  beforeAll(async () => {
    test = await startBookingMailTest(database);
  });
  afterAll(() => test?.close());

  /** The sweep as it runs once the unread time (300 s by default) has passed. */
  const sweepLater = (seconds: number) =>
    sweepChat({
      ...test.api.chatDeps,
      mails: { current: test.queue },
      clock: () => new Date(TEST_NOW.getTime() + seconds * 1000),
    });

  it('gives a booking one thread, and mails what nobody read to the agency and to the visitor', async () => {
    const { publicId, row } = await test.book('ana.chat@example.com');
    const chat = test.api.chat;
    const first = await chat.bookingThread({ publicId });
    expect(first).not.toBeNull();
    expect(await chat.bookingThread({ id: row.id })).toEqual(first);
    expect((await chat.thread(first!.conversationId))!.messages).toEqual([]);

    await chat.sendAsVisitor(first!.conversationId, 'Can I arrive a day early?');
    expect((await sweepLater(100)).mailed).toBe(0);
    expect((await sweepLater(301)).mailed).toBe(1);
    const [notice] = await test.mailsTo(AGENCY, 1);
    expect(notice!.text).toContain('Can I arrive a day early?');
    expect(notice!.replyTo).toContain('ana.chat@example.com');
    expect(notice!.text).toContain(`https://linguatrips.test/office/chat/${first!.conversationId}/`);
    test.inbox.mails.length = 0;

    const added = await test.api.staff.add(
      { email: 'marta@linguatrips.test', name: 'Marta', role: 'manager' },
      { actor: null, ip: '127.0.0.1', password: 'correct horse battery staple', invite: false },
    );
    if (added.kind !== 'added') throw new Error(added.kind);
    await chat.sendAsStaff(first!.conversationId, { id: added.member.id, name: 'Marta' }, 'Yes, one night is 45 EUR.');
    expect((await sweepLater(100)).mailed).toBe(0);
    expect((await sweepLater(301)).mailed).toBe(1);
    const [reply] = await test.mailsTo('ana.chat@example.com', 1);
    expect(reply!.subject).toBe('LinguaTrips answered your message');
    expect(reply!.text).toContain('Marta: Yes, one night is 45 EUR.');
    expect(reply!.text).toContain(`https://linguatrips.test/en/booking/${publicId}/#chat`);
    // Once mailed, never again.
    expect((await sweepLater(1000)).mailed).toBe(0);
  });
});
