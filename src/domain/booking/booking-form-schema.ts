import { z } from 'zod';
import { hasControlCharacters } from '../text/has-control-characters.ts';
import type { TranslationKey } from '../text/translate-fn.ts';
import { DEFAULT_PHONE_PREFIX } from './phone-prefixes.ts';

/**
 * The visitor's part of the booking form (spec section 5), shared by the booking modal (checked
 * as the visitor types) and the deposit route (checked again: the browser can be bypassed).
 * Every message is a translation key, so the page says it in the visitor's language.
 */
export const BOOKING_MESSAGES = {
  nameRequired: 'bookingModal.NameIsRequired',
  nameTooLong: 'bookingModal.nameTooLong',
  emailRequired: 'bookingModal.emailIsRequired',
  emailInvalid: 'bookingModal.emailIsInvalid',
  phoneRequired: 'bookingModal.phoneIsRequired',
  phoneInvalid: 'bookingModal.phoneIsInvalid',
  fieldRequired: 'bookingModal.fieldIsRequired',
  controlCharacters: 'bookingModal.hasControlCharacters',
} as const satisfies Record<string, TranslationKey>;

/** The longest name the form takes, and the longest e-mail address (RFC 5321). */
export const MAX_NAME_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 254;

/** Whether a checkbox was ticked: it posts its value ('true' here, 'on' by default); an unticked one posts nothing. */
export const isTicked = (value: string | undefined): boolean => value === 'true' || value === 'on';

const trimmed = z
  .string()
  .default('')
  .transform((value) => value.trim());

// A NUL or an escape pasted into a field is a field error the visitor can fix, not a failure of
// the database that would store it (PostgreSQL refuses NUL in text).
const noControlCharacters = (value: string) => !hasControlCharacters(value);

/**
 * The fields of the form that stand alone; the phone number is checked against its prefix by
 * validateBookingContact, so that every field's error shows at once.
 */
export const bookingContactSchema = z.object({
  name: trimmed.pipe(
    z
      .string()
      .min(1, { error: BOOKING_MESSAGES.nameRequired })
      .refine(noControlCharacters, { error: BOOKING_MESSAGES.controlCharacters, abort: true })
      .max(MAX_NAME_LENGTH, { error: BOOKING_MESSAGES.nameTooLong }),
  ),
  email: trimmed.pipe(
    z
      .string()
      .min(1, { error: BOOKING_MESSAGES.emailRequired })
      .refine(noControlCharacters, { error: BOOKING_MESSAGES.controlCharacters, abort: true })
      .max(MAX_EMAIL_LENGTH, { error: BOOKING_MESSAGES.emailInvalid })
      .pipe(z.email({ error: BOOKING_MESSAGES.emailInvalid })),
  ),
  phonePrefix: z.string().default(DEFAULT_PHONE_PREFIX),
  phone: z.string().default('').refine(noControlCharacters, { error: BOOKING_MESSAGES.controlCharacters }),
  PrivacyAgreed: z.string().default('').refine(isTicked, { error: BOOKING_MESSAGES.fieldRequired }),
  MarketingAgreed: z.string().optional().transform(isTicked),
});

/** What the visitor typed, as the form posts it: strings, a checkbox absent when not ticked. */
export type BookingContactInput = z.input<typeof bookingContactSchema>;
