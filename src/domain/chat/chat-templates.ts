/**
 * The agency's common answers (issue 36), offered in the office beside a conversation in the
 * visitor's language: their words are the dictionaries' `chat.template.{id}` keys, and the
 * office names each by its English text.
 */
export const CHAT_TEMPLATE_IDS = ['welcome', 'checking', 'residence', 'startDay', 'deposit', 'thanks'] as const;

export type ChatTemplateId = (typeof CHAT_TEMPLATE_IDS)[number];
