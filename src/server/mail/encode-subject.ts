import { encodeWord } from 'nodemailer/lib/mime-funcs';
import { toSingleLine } from '#domain/text/to-single-line.ts';

/**
 * A subject as it is handed to nodemailer. nodemailer encodes a subject that needs it (non-ASCII
 * text, control characters) but passes a well-formed RFC 2047 encoded word through untouched, so
 * a visitor's name typed as "=?utf-8?q?…?=" would be decoded by the reader's mail program into
 * words of the visitor's choosing. Such a subject is encoded whole, by nodemailer's own encoder:
 * the reader then sees the characters that were typed, not what they spell.
 */
export function encodeSubject(subject: string): string {
  const line = toSingleLine(subject);
  return line.includes('=?') ? encodeWord(line, 'Q', 52) : line;
}
