import { z } from 'zod';
import { CULTURES } from '../culture.ts';
import { hasControlCharacters } from '../text/has-control-characters.ts';

/** The longest message, name and address a conversation takes (characters). */
export const CHAT_LIMITS = { text: 2000, name: 200, email: 254, page: 500 } as const;

// Line breaks and tabs belong in a message; every other control character is a slip or a probe.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const trimmed = z
  .string({ error: 'chat.error.text' })
  .default('')
  .transform((value) => value.trim());

/** A message's text: the error messages are dictionary keys, said in the visitor's language. */
export const chatTextSchema = trimmed.pipe(
  z
    .string()
    .min(1, { error: 'chat.error.text' })
    .max(CHAT_LIMITS.text, { error: 'chat.error.textTooLong' })
    .refine((value) => !CONTROL_IN_TEXT.test(value), { error: 'chat.error.text' }),
);

/** A path of this site (the page the visitor writes from), never another site's address. */
const pagePath = z
  .string()
  .default('')
  .transform((value) => value.trim().slice(0, CHAT_LIMITS.page))
  .refine((value) => value === '' || (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value)), {
    error: 'chat.error.page',
  });

/** A visitor's first message, which opens a conversation: who they are, their consent, the page. */
export const chatStartSchema = z.object({
  culture: z.enum(CULTURES, { error: 'chat.error.culture' }),
  name: trimmed.pipe(
    z
      .string()
      .min(1, { error: 'chat.error.name' })
      .max(CHAT_LIMITS.name, { error: 'chat.error.nameTooLong' })
      .refine((value) => !hasControlCharacters(value), { error: 'chat.error.name' }),
  ),
  email: trimmed.pipe(
    z
      .string()
      .min(1, { error: 'chat.error.email' })
      .max(CHAT_LIMITS.email, { error: 'chat.error.email' })
      .refine((value) => !hasControlCharacters(value), { error: 'chat.error.email', abort: true })
      .pipe(z.email({ error: 'chat.error.email' })),
  ),
  privacyAgreed: z.literal(true, { error: 'chat.error.privacy' }),
  text: chatTextSchema,
  page: pagePath,
  schoolId: z.coerce.number().int().positive().optional().catch(undefined),
});

export type ChatStart = z.output<typeof chatStartSchema>;

/** A message in a conversation that exists. */
export const chatMessageSchema = z.object({ text: chatTextSchema });
