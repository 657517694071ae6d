import { formatMoment } from '#domain/dates/format-moment.ts';
import { mailHtml, mailText, type MailBody, type MailMessage } from '../../mail/index.ts';

export interface ChatAgencyMailInput {
  conversationId: number;
  name: string;
  email: string;
  culture: string;
  pagePath: string;
  messages: { createdAt: Date; body: string }[];
  officeUrl: string;
  agencyEmail: string;
}

/**
 * The agency's notice of chat messages nobody read in time (issue 36). In English, like the
 * office; replying reaches the visitor, but an answer in the office reaches them in the thread.
 */
export function chatAgencyMail(input: ChatAgencyMailInput): MailMessage {
  const body: MailBody = {
    lang: 'en',
    greeting: `${input.name} wrote in the chat and nobody has read it yet.`,
    paragraphs: input.messages.map(
      (message) => `${formatMoment(message.createdAt.toISOString(), 'en')}: ${message.body}`,
    ),
    facts: [
      { label: 'Name', value: input.name },
      { label: 'E-mail', value: input.email },
      { label: 'Language', value: input.culture },
      ...(input.pagePath ? [{ label: 'Page', value: input.pagePath }] : []),
    ],
    steps: [],
    link: { label: 'Answer in the office', href: input.officeUrl },
    closing: 'An answer in the office reaches the visitor in the chat, and by mail if they have left.',
  };
  return {
    name: `chat-${input.conversationId}-agency`,
    to: input.agencyEmail,
    replyTo: input.email,
    subject: `Unread chat: ${input.name}`,
    text: mailText(body),
    html: mailHtml(body),
  };
}
