import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import { toSingleLine } from '#domain/text/to-single-line.ts';
import { encodeSubject } from './encode-subject.ts';
import type { Mailer, MailMessage } from './mail-message.ts';

export interface MailerOptions {
  /** smtp:// or smtps:// URL (credentials in it); unset → .eml files in outboxDir. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

// A dead server must not hold a queue job for nodemailer's default two minutes: together these
// stay below the queue's expiry of an active job (create-mail-queue.ts), so a slow attempt fails
// and is retried rather than being taken for a crashed worker and sent twice.
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

// The last step before nodemailer, for every mail: the subject and extra headers go through it
// as single lines (encodeSubject, toSingleLine), whatever the mail's author did before.
const envelope = (from: string, message: MailMessage) => ({
  from,
  to: message.to,
  subject: encodeSubject(message.subject),
  text: message.text,
  html: message.html,
  ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  ...(message.messageId ? { messageId: message.messageId } : {}),
  ...(message.headers
    ? {
        headers: Object.fromEntries(
          Object.entries(message.headers).map(([name, value]) => [name, toSingleLine(value)]),
        ),
      }
    : {}),
});

/**
 * The mail transport: SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file into the outbox folder (development, demos), which any mail client opens.
 */
export function createMailer({ smtpUrl, from, outboxDir }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: 'smtp',
      async send(message: MailMessage) {
        await transport.sendMail(envelope(from, message));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = resolve(outboxDir);
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const info = await transport.sendMail(envelope(from, message));
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${message.name}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
