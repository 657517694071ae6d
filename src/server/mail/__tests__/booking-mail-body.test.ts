import { describe, expect, it } from 'vitest';
import { mailHtml, mailText, type MailBody } from '../booking-mail-body.ts';

const body = (change: Partial<MailBody> = {}): MailBody => ({
  lang: 'en',
  greeting: 'Dear Ana,',
  paragraphs: ['Your booking is registered.'],
  facts: [{ label: 'Name', value: 'Ana' }],
  steps: [],
  link: { label: 'Your booking page', href: 'https://linguatrips.test/en/booking/x/' },
  closing: '— The LinguaTrips team',
  ...change,
});

describe('mailText and mailHtml', () => {
  it("put a visitor's line breaks nowhere: each part stays one line, so no line can pass for a header", () => {
    const text = mailText(
      body({ greeting: 'Dear Ana\r\nBcc: x@evil.example,', facts: [{ label: 'Name', value: 'Ana\nSubject: forged' }] }),
    );
    expect(text.split('\n')).toContain('Dear Ana Bcc: x@evil.example,');
    expect(text.split('\n')).toContain('Name: Ana Subject: forged');
    expect(text).not.toMatch(/^(Bcc|Subject):/m);
    expect(mailHtml(body({ greeting: 'Dear Ana\r\nBcc: x,' }))).toContain('<p>Dear Ana Bcc: x,</p>');
  });

  it('end with the notes below a rule: why the mail came and the link to refuse it', () => {
    const notes = [
      {
        text: 'Not you? One click cancels it.',
        link: { label: 'This was not me', href: 'https://linguatrips.test/en/booking/not-me/t/' },
      },
    ];
    expect(mailText(body({ notes }))).toBe(
      [
        'Dear Ana,',
        '',
        'Your booking is registered.',
        '',
        'Name: Ana',
        '',
        'Your booking page: https://linguatrips.test/en/booking/x/',
        '',
        '— The LinguaTrips team',
        '',
        '--',
        'Not you? One click cancels it.',
        'This was not me: https://linguatrips.test/en/booking/not-me/t/',
      ].join('\n'),
    );
    expect(mailHtml(body({ notes }))).toContain(
      '<hr style="border:0;border-top:1px solid #d0d5dc"><p style="font-size:13px;color:#4a5360">Not you? One click cancels it. <a href="https://linguatrips.test/en/booking/not-me/t/">This was not me</a></p>',
    );
    expect(mailText(body())).not.toContain('--');
  });

  it('put the warnings after the steps, in both versions', () => {
    const warned = body({ steps: ['Pay the deposit.'], warnings: ['The deposit is the full price.'] });
    expect(mailText(warned)).toContain(
      ['1. Pay the deposit.', '', 'The deposit is the full price.', '', 'Your booking page:'].join('\n'),
    );
    expect(mailHtml(warned)).toContain(
      '<ol><li>Pay the deposit.</li></ol><p><strong>The deposit is the full price.</strong></p>',
    );
  });
});
