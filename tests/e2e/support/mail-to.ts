import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../support/read-mail.ts';
import type { SmtpInbox } from '../../support/smtp-inbox.ts';

/** The first mail to `address` whose subject matches, once it has reached the test's SMTP server (20 s at most). */
export async function mailTo(inbox: SmtpInbox, address: string, subject: RegExp): Promise<ReceivedMail> {
  const find = () => inbox.mails.find((mail) => mail.to.includes(address) && subject.test(mail.subject));
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find()!;
}
