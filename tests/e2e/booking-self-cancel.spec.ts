// Issue 17, point 3, in real Chromium: a visitor books, opens the booking page, asks for a code,
// reads it in the mail that reached the booking's address, types it, confirms, and the booking is
// cancelled free of charge within the window; the visitor and the agency both get a mail. In
// English and Russian, axe on every step, no sideways scrolling at 360 px.
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { PHONE_ONLY } from './support/one-screen.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { bookStay } from './support/booking-form-post.ts';
import { mailTo as mailToInbox } from './support/mail-to.ts';
import { AGENCY_EMAIL, type TestSite } from './support/start-site.ts';

let site: TestSite;
test.beforeAll(({ site: shared }) => {
  site = shared;
});

const mailTo = (address: string, subject: RegExp) => mailToInbox(site.inbox, address, subject);

const WORDS = {
  en: {
    deadline: /Free cancellation until .+, the school's local time\./,
    sendCode: 'Send me a code',
    codeSent: "We have sent a 6-digit code to the booking's e-mail address. It works for 15 minutes.",
    code: 'Code from the e-mail (6 digits)',
    confirm: /Yes, cancel booking LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/,
    cancel: 'Cancel the booking',
    cancelled: /You cancelled this booking free of charge on/,
    codeSubject: /^\d{6} is your code for booking LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/,
    visitorSubject: /^Booking LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4} cancelled free of charge: /,
  },
  ru: {
    deadline: /Бесплатная отмена до .+ по местному времени школы\./,
    sendCode: 'Отправить код',
    codeSent: 'Мы отправили 6-значный код на адрес электронной почты бронирования. Он действует 15 минут.',
    code: 'Код из письма (6 цифр)',
    confirm: /Да, отменить бронирование LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/,
    cancel: 'Отменить бронирование',
    cancelled: /Вы бесплатно отменили это бронирование/,
    codeSubject: /^\d{6} — код для бронирования LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/,
    visitorSubject: /^Бронирование LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4} отменено бесплатно: /,
  },
} as const;

for (const culture of ['en', 'ru'] as const) {
  test(
    `a visitor cancels within the free window from the booking page alone (${culture})`,
    PHONE_ONLY,
    async ({ page }, info) => {
      const words = WORDS[culture];
      const email = `self-cancel-${culture}-${info.project.name}-${Date.now()}@example.com`;
      const bookingPath = await bookStay(site.url, culture, email);

      await page.goto(`${site.url}${bookingPath}`);
      await expect(page.getByText(words.deadline)).toBeVisible();
      await expectAccessible(page);
      await expectNoSideways(page);

      await page.getByRole('button', { name: words.sendCode }).click();
      await expect(page.getByRole('status').filter({ hasText: words.codeSent })).toBeVisible();
      const codeMail = await mailTo(email, words.codeSubject);
      const code = /\d{6}/.exec(codeMail.subject)![0];
      const reference = /LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/.exec(codeMail.subject)![0];
      await expectAccessible(page);

      await page.getByLabel(words.code).fill(code);
      await page.getByLabel(words.confirm).check();
      await page.getByRole('button', { name: words.cancel }).click();
      await expect(page.getByText(words.cancelled)).toBeVisible();
      await expectAccessible(page);
      await expectNoSideways(page);

      await mailTo(email, words.visitorSubject);
      // The agency's inbox is the worker's (support/test.ts): its notice of this booking.
      await mailTo(AGENCY_EMAIL, new RegExp(`^Booking ${reference} cancelled by the visitor \\(free window\\)$`));
    },
  );
}
