// What the mail feature offers the rest of the server: other features import it only from here (eslint.config.js).
export { escapeHtml, type MailBody, type MailNote, mailHtml, mailText } from './booking-mail-body.ts';
export type { MailQueue } from './create-mail-queue.ts';
export type { MailMessage } from './mail-message.ts';
export type { MailQueueSlot } from './mail-queue-slot.ts';
export { newsletterMail } from './newsletter-mail.ts';
export type { OutgoingMail } from './outgoing-mail.ts';
export { type MailCounts, countMailsByStatus } from './queries/count-mails-by-status.ts';
export { type MailRow, findMail } from './queries/find-mail.ts';
export { type OfficeMailRow, listOfficeMails } from './queries/list-office-mails.ts';
