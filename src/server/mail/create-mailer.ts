import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mail-message.ts';

export interface MailerOptions {
  /** smtp:// or smtps:// URL (credentials in it); unset → .eml files in outboxDir. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

// A visitor waits for the redirect while the mail goes out: a dead server must not hold them
// for nodemailer's default two minutes. The booking is stored first, whatever happens here.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

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
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, ...(message.replyTo ? { replyTo: message.replyTo } : {}) });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = resolve(outboxDir);
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, ...(message.replyTo ? { replyTo: message.replyTo } : {}) });
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${message.name}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
