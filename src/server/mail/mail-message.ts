/** One e-mail to send: plain text always, HTML beside it for clients that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Names the .eml file when mail goes to the outbox folder ('LT-000042-visitor'). */
  name: string;
  /** Kept through retries (see newMessageId); unset → the transport makes one. */
  messageId?: string;
  /** Headers beyond the usual ones, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/** Sends mail; rejects when the message could not be handed over. */
export interface Mailer {
  /** 'smtp' or 'outbox', for logs and the health of the set-up. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}
