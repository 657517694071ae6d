import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { readMail } from '../../../../tests/support/read-mail.ts';
import { encodeSubject } from '../encode-subject.ts';

// The subject as a mail program shows it, after nodemailer wrote it into the message.
async function shownSubject(subject: string): Promise<{ header: string; shown: string }> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({
    from: 'a@linguatrips.test',
    to: 'b@linguatrips.test',
    subject: encodeSubject(subject),
    text: 'x',
  });
  const raw = String(info.message);
  return { header: /^Subject: .*(\n .*)*/m.exec(raw)![0], shown: readMail(raw, []).subject };
}

describe('encodeSubject', () => {
  it('lets nodemailer write an ordinary subject as it always does', async () => {
    expect(await shownSubject('New booking LT-000042: Harbour View, Ana Lima')).toEqual({
      header: 'Subject: New booking LT-000042: Harbour View, Ana Lima',
      shown: 'New booking LT-000042: Harbour View, Ana Lima',
    });
    expect((await shownSubject('Ваше бронирование LT-000042')).shown).toBe('Ваше бронирование LT-000042');
  });

  it('encodes a subject holding an encoded word whole, so it reads as typed, not as what it spells', async () => {
    const typed = 'New booking LT-000042: Harbour View, =?utf-8?q?Your_account_is_closed?=';
    const { header, shown } = await shownSubject(typed);
    expect(shown).toBe(typed);
    expect(shown).not.toContain('Your account is closed');
    expect(header).toMatch(/^Subject: =\?UTF-8\?Q\?/);
  });

  it('keeps the subject on one line', async () => {
    const { header, shown } = await shownSubject('New booking: Ana\r\nBcc: x@evil.example');
    expect(shown).toBe('New booking: Ana Bcc: x@evil.example');
    expect(header.split('\n')).toHaveLength(1);
  });
});
