import { z } from 'zod';
import { hasControlCharacters } from '../text/has-control-characters.ts';
import { hasLink } from '../text/links.ts';

/** The longest name, address and message the form takes. */
export const CALCULATION_MAIL_LIMITS = { name: 200, email: 254, text: 2000 } as const;

// Line breaks and tabs belong in a message; every other control character is a slip or a probe.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const trimmed = z
  .string()
  .default('')
  .transform((value) => value.trim());

/**
 * The fast-calculation mail form (spec section 5): Email and Name required, Text optional. The
 * staff's send-calculation dialog checks it as it is filled in and the server checks it again;
 * the visitor's own "price by e-mail" form (SendSchoolFastCalculationEmail) takes the same fields.
 */
export const calculationMailFields = (whose: { address: string; name: string }) =>
  z.object({
    email: trimmed.pipe(
      z
        .string()
        .min(1, { error: `Enter ${whose.address}.` })
        .max(CALCULATION_MAIL_LIMITS.email, {
          error: `The e-mail address must be at most ${CALCULATION_MAIL_LIMITS.email} characters.`,
        })
        .refine((value) => !hasControlCharacters(value), {
          error: 'The e-mail address must not contain control characters.',
          abort: true,
        })
        .pipe(z.email({ error: 'Enter an e-mail address such as name@example.com.' })),
    ),
    name: trimmed.pipe(
      z
        .string()
        .min(1, { error: `Enter ${whose.name}.` })
        .max(CALCULATION_MAIL_LIMITS.name, {
          error: `The name must be at most ${CALCULATION_MAIL_LIMITS.name} characters.`,
        })
        .refine((value) => !hasControlCharacters(value), { error: 'The name must not contain control characters.' }),
    ),
    text: trimmed.pipe(
      z
        .string()
        .max(CALCULATION_MAIL_LIMITS.text, {
          error: `The message must be at most ${CALCULATION_MAIL_LIMITS.text} characters.`,
        })
        .refine((value) => !CONTROL_IN_TEXT.test(value), { error: 'The message must not contain control characters.' }),
    ),
  });

export const calculationMailFieldsSchema = calculationMailFields({
  address: 'the client’s e-mail address',
  name: 'the client’s name',
});

/** What the visitor is told of a name holding a link (the island and the route say it in their culture). */
export const NAME_WITH_LINK = 'Enter a name without links or web addresses.';

/**
 * The same fields as the visitor fills them in for themselves (SendSchoolFastCalculationEmail).
 * Their name is the one thing of theirs the mail to the address carries: a name, never a link, or
 * the form would carry anyone's advertisement to anyone's inbox from the agency's address.
 */
export const visitorCalculationMailFieldsSchema = calculationMailFields({
  address: 'your e-mail address',
  name: 'your name',
}).superRefine((fields, context) => {
  if (hasLink(fields.name)) context.addIssue({ code: 'custom', path: ['name'], message: NAME_WITH_LINK });
});

export type CalculationMailFields = z.output<typeof calculationMailFieldsSchema>;
