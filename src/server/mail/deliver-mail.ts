import type { Logger } from 'pino';
import { maskEmail } from '#domain/booking/mask-contact.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { findMail } from './queries/find-mail.ts';
import { recordMailAttempt } from './queries/record-mail-attempt.ts';
import { maskAddresses } from '../observability/mask-addresses.ts';
import type { Mailer } from './mail-message.ts';

export interface DeliverMailDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
}

/**
 * One delivery attempt of a queued mail (the job queue calls it, and again after a failure).
 * A mail already sent is not sent again, so a job repeated after its row was marked sent does
 * nothing; a crash between the handover and that mark sends it twice, with the same Message-ID.
 * A failure is recorded and rethrown so the queue retries it; on the last attempt the mail is
 * marked failed and said loudly in the log, and stays stored for staff to resend. Each attempt
 * is one log line (sent, retrying or failed) with the mail's id, kind and name, the address masked.
 */
export async function deliverMail(deps: DeliverMailDeps, mailId: number, lastAttempt: boolean): Promise<void> {
  const mail = await findMail(deps.db, mailId);
  if (!mail) {
    deps.logger.warn({ event: 'mail.dropped', mailId }, 'no such mail is stored; its job is dropped');
    return;
  }
  if (mail.status === 'sent') return;
  const about = {
    mailId: mail.id,
    kind: mail.kind,
    name: maskAddresses(mail.name),
    to: maskEmail(mail.recipient),
    attempt: mail.attempts + 1,
  };
  try {
    await deps.mailer.send({
      name: mail.name,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      messageId: mail.messageId,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    await recordMailAttempt(deps.db, mail.id, {
      status: lastAttempt ? 'failed' : 'retrying',
      error: message,
      at: deps.clock(),
    }).catch((recordError: unknown) =>
      deps.logger.error({ ...about, err: recordError }, 'the failed attempt could not be recorded'),
    );
    // SMTP refusals quote addresses ("<ana@example.com>: unknown user"): the log gets them masked.
    if (lastAttempt)
      deps.logger.error(
        { event: 'mail.failed', ...about, error: maskAddresses(message) },
        `MAIL FAILED: not delivered after ${about.attempt} attempts; it stays stored for staff to resend`,
      );
    else
      deps.logger.warn(
        { event: 'mail.retrying', ...about, error: maskAddresses(message) },
        'mail attempt failed; it will be retried',
      );
    throw error;
  }
  await recordMailAttempt(deps.db, mail.id, { status: 'sent', error: null, at: deps.clock() });
  deps.logger.info({ event: 'mail.sent', ...about }, 'mail sent');
}
