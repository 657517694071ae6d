import { describe, expect, it } from 'vitest';
import { assertUnsubscribable } from '../assert-unsubscribable.ts';
import { newsletterMail } from '../newsletter-mail.ts';
import type { OutgoingMail } from '../outgoing-mail.ts';

const UNSUBSCRIBE = 'https://linguatrips.test/de/newsletter/unsubscribe/abc/';
const letter = () =>
  newsletterMail({
    kind: 'newsletter-letter',
    name: 'letter',
    to: 'ana@example.com',
    culture: 'de',
    subject: 'Neuigkeiten',
    site: 'linguatrips.test',
    unsubscribeUrl: UNSUBSCRIBE,
    body: {
      lang: 'de',
      greeting: 'Guten Tag,',
      paragraphs: ['Neue Schulen.'],
      facts: [],
      steps: [],
      link: null,
      closing: '— Ihr LinguaTrips-Team',
    },
  });

describe('newsletterMail', () => {
  it("always carries the one-click headers and an unsubscribe link in the reader's language", () => {
    const mail = letter();
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(
      'Sie erhalten diese E-Mail, weil diese Adresse in das Newsletter-Formular von linguatrips.test eingetragen wurde.',
    );
    expect(mail.text).toContain(`Abmelden: ${UNSUBSCRIBE}`);
    expect(mail.html).toContain(`<a href="${UNSUBSCRIBE}">Abmelden</a>`);
    expect(() => assertUnsubscribable(mail)).not.toThrow();
  });
});

describe('assertUnsubscribable', () => {
  const bare: OutgoingMail = {
    bookingId: null,
    kind: 'newsletter-letter',
    name: 'x',
    to: 'ana@example.com',
    subject: 's',
    text: 't',
    html: 'h',
  };

  it('refuses a newsletter-type mail without both headers', () => {
    expect(() => assertUnsubscribable(bare)).toThrow(/List-Unsubscribe/);
    expect(() => assertUnsubscribable({ ...bare, headers: { 'List-Unsubscribe': `<${UNSUBSCRIBE}>` } })).toThrow(
      /List-Unsubscribe-Post/,
    );
    expect(() =>
      assertUnsubscribable({
        ...bare,
        headers: { 'List-Unsubscribe': UNSUBSCRIBE, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    ).toThrow();
  });

  it('lets every other mail through', () => {
    expect(() => assertUnsubscribable({ ...bare, kind: 'booking-visitor' })).not.toThrow();
  });
});
