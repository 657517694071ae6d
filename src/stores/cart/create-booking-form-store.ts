import { atom, computed } from 'nanostores';
import { applyPhoneMask } from '#domain/booking/apply-phone-mask.ts';
import { DEFAULT_PHONE_PREFIX, findPhonePrefix } from '#domain/booking/phone-prefixes.ts';
import {
  validateBookingContact,
  type BookingContactErrors,
  type BookingContactField,
} from '#domain/booking/validate-booking-contact.ts';

/** The fields in the order the form shows them: the first one in error gets the focus. */
export const BOOKING_CONTACT_FIELDS: readonly BookingContactField[] = ['name', 'email', 'phone', 'PrivacyAgreed'];

/** What the browser is about to post: each named field of the form as typed (a checkbox only when ticked). */
export type BookingFormFields = Partial<
  Record<'name' | 'email' | 'phonePrefix' | 'phone' | 'PrivacyAgreed' | 'MarketingAgreed', string>
>;

/** What to do with a submit: let the browser post the form, or stop it (and focus the first field in error). */
export type BookingSubmit = { send: true } | { send: false; focus: BookingContactField | null };

/**
 * A booking form's one-time token: 128 random bits in base64url (22 characters). Built from
 * crypto.getRandomValues, which every browser has, where crypto.randomUUID needs a secure context.
 */
export function newBookingToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

// An unknown code (none in the picker) types into the default's mask.
const maskOf = (prefix: string) => (findPhonePrefix(prefix) ?? findPhonePrefix(DEFAULT_PHONE_PREFIX))!.mask;

/**
 * The state of the booking modal's form (spec section 5), without its display: the token that keys
 * the booking, the phone code and the number typed into its mask, each field's error, and whether
 * the form is on its way. A valid form is posted by the browser itself (a real navigation to the
 * booking page), so the store says whether to let a submit through; the first one through makes
 * every later submit of the same opening a no-op, so a double click books once.
 */
export function createBookingFormStore(makeToken: () => string = newBookingToken) {
  const $token = atom('');
  const $prefix = atom(DEFAULT_PHONE_PREFIX);
  const $phone = atom('');
  const $errors = atom<BookingContactErrors>({});
  const $status = atom<'editing' | 'sending'>('editing');
  /** The mask the number is typed into: the picked code's. */
  const $mask = computed($prefix, maskOf);
  // Once the visitor has picked a code, reopening the form keeps it.
  let prefixPicked = false;

  return {
    $token,
    $prefix,
    $phone,
    $errors,
    $status,
    $mask,

    /** A new opening of the form, a new intention to book: a new token, no errors; the code starts on `initialPrefix` unless the visitor picked one. */
    open(initialPrefix: string) {
      $token.set(makeToken());
      $status.set('editing');
      $errors.set({});
      if (!prefixPicked) {
        $prefix.set(initialPrefix);
        $phone.set(applyPhoneMask($phone.get(), $mask.get()));
      }
    },

    /** The visitor picks a phone code: the number typed so far is written into its mask. */
    pickPrefix(prefix: string) {
      prefixPicked = true;
      $prefix.set(prefix);
      $phone.set(applyPhoneMask($phone.get(), $mask.get()));
    },

    /** The visitor types the number: kept in the code's mask as they type. */
    typePhone(typed: string) {
      $phone.set(applyPhoneMask(typed, $mask.get()));
    },

    /** The visitor submits: checked with the deposit route's own rules; a valid form goes once. */
    submit(fields: BookingFormFields): BookingSubmit {
      if ($status.get() === 'sending') return { send: false, focus: null };
      const checked = validateBookingContact({
        name: fields.name ?? '',
        email: fields.email ?? '',
        phonePrefix: fields.phonePrefix ?? DEFAULT_PHONE_PREFIX,
        phone: fields.phone ?? '',
        ...(fields.PrivacyAgreed ? { PrivacyAgreed: fields.PrivacyAgreed } : {}),
        ...(fields.MarketingAgreed ? { MarketingAgreed: fields.MarketingAgreed } : {}),
      });
      if (!checked.ok) {
        $errors.set(checked.errors);
        return { send: false, focus: BOOKING_CONTACT_FIELDS.find((name) => checked.errors[name]) ?? null };
      }
      $status.set('sending');
      return { send: true };
    },
  };
}

export type BookingFormStore = ReturnType<typeof createBookingFormStore>;
