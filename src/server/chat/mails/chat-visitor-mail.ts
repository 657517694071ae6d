import type { Culture } from '#domain/culture.ts';
import { shortName } from '#domain/text/short-name.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { mailHtml, mailText, type MailBody, type MailMessage } from '../../mail/index.ts';

export interface ChatVisitorMailInput {
  conversationId: number;
  culture: Culture;
  name: string;
  email: string;
  messages: { staffName: string | null; body: string }[];
  /** The signed link that opens the conversation again (its page, or the booking's page). */
  link: string;
}

/** The agency's answer to a visitor who left before reading it, with the link back to the conversation. */
export function chatVisitorMail(input: ChatVisitorMailInput): MailMessage {
  const t = createTranslator(input.culture);
  const body: MailBody = {
    lang: input.culture,
    greeting: t('mail.chat.greeting', { name: shortName(input.name) }),
    paragraphs: [
      t('mail.chat.intro'),
      ...input.messages.map((message) => (message.staffName ? `${message.staffName}: ${message.body}` : message.body)),
    ],
    facts: [],
    steps: [],
    link: { label: t('mail.chat.link'), href: input.link },
    closing: t('mail.chat.closing'),
  };
  return {
    name: `chat-${input.conversationId}-visitor`,
    to: input.email,
    subject: t('mail.chat.subject'),
    text: mailText(body),
    html: mailHtml(body),
  };
}
