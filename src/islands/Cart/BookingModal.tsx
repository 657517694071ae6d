import '../zod-without-eval.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { calcParamsFromCart } from '#domain/booking/calc-params-from-cart.ts';
import { CALC_PARAM_NAMES } from '#domain/booking/calc-params.ts';
import { depositPath } from '#domain/booking/booking-paths.ts';
import { countryOfTimeZone } from '#domain/booking/country-of-time-zone.ts';
import { defaultPhonePrefix } from '#domain/booking/default-phone-prefix.ts';
import { phonePrefixOptions } from '#domain/booking/phone-prefix-options.ts';
import type { BookingContactField } from '#domain/booking/validate-booking-contact.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import { legalPagePath } from '#domain/routes/site-url.ts';
import { createBookingFormStore, type BookingFormFields } from '#stores/cart/create-booking-form-store.ts';
import { BookedStay } from './BookedStay.tsx';
import { useCart } from './cart-context.ts';

const FORM_FIELDS = [
  'name',
  'email',
  'phonePrefix',
  'phone',
  'PrivacyAgreed',
  'MarketingAgreed',
] as const satisfies readonly (keyof BookingFormFields)[];
const FIELD_IDS: Record<BookingContactField, string> = {
  name: 'booking-name',
  email: 'booking-email',
  phone: 'booking-phone',
  PrivacyAgreed: 'booking-privacy',
};

/**
 * The booking modal (spec section 5): name, e-mail, phone with the country-prefix picker and its
 * mask, privacy required, marketing optional, checked with the deposit route's own rules as the
 * visitor submits (the state and the checks are its booking form store, made when it first
 * opens: the modal is a chunk of its own, loaded at the first Book). A valid form is posted by the browser itself (a real navigation to the
 * booking page); the token made when the modal opens keys the booking, so a double click books once.
 * Issue 12: it repeats what is booked with the total, the deposit and the balance date; the
 * phone code starts on the visitor's country's and is picked by country name; the privacy
 * policy is one link away from the consent; × closes it.
 */
export function BookingModal() {
  const { store, school, culture, t, confirmationWorkingDays } = useCart();
  // Kept while the page is open: a code picked once stays picked when the modal opens again.
  const form = useMemo(() => createBookingFormStore(), []);
  const open = useStore(store.$bookingOpen);
  const cart = useStore(store.$cart);
  const pricing = useStore(store.$pricing);
  const token = useStore(form.$token);
  const prefix = useStore(form.$prefix);
  const phone = useStore(form.$phone);
  const mask = useStore(form.$mask);
  const errors = useStore(form.$errors);
  const sending = useStore(form.$status) === 'sending';
  const dialog = useRef<HTMLDialogElement>(null);

  // Each opening is a new intention to book: a new token, no errors, and the phone code of the
  // visitor's country (by the browser's time zone), else the culture's. Worked out here, in the
  // modal's own chunk, as its tables are only needed once the visitor books.
  useEffect(() => {
    if (open) form.open(defaultPhonePrefix(culture, countryOfTimeZone(store.visitorTimeZone())));
  }, [open, form, store, culture]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  const answer = pricing.data?.price ?? null;
  const prefixes = phonePrefixOptions(culture, t('bookingModal.phoneOther'));
  const params = cart ? calcParamsFromCart(school, cart) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const fields: BookingFormFields = {};
    for (const name of FORM_FIELDS) {
      const value = data.get(name);
      if (typeof value === 'string') fields[name] = value;
    }
    const result = form.submit(fields);
    if (result.send) return;
    event.preventDefault();
    if (result.focus) document.getElementById(FIELD_IDS[result.focus])?.focus();
  };

  const describedBy = (name: BookingContactField, hint?: string) =>
    [errors[name] ? `${FIELD_IDS[name]}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const error = (name: BookingContactField) =>
    errors[name] ? (
      <p className="field-error" id={`${FIELD_IDS[name]}-error`}>
        {t(errors[name])}
      </p>
    ) : null;

  return (
    <dialog
      ref={dialog}
      className="booking-modal"
      aria-labelledby="booking-modal-title"
      onClose={() => store.closeBooking()}
    >
      <div className="booking-modal-head">
        <h2 id="booking-modal-title">{t('bookingModal.title')}</h2>
        <button
          type="button"
          className="dialog-close"
          aria-label={t('bookingModal.close')}
          onClick={() => store.closeBooking()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {answer && (
        <p className="muted">
          {t('bookingModal.intro', {
            school: school.name,
            deposit: formatMoney(answer.deposit.value, answer.currency.isoCode, culture),
          })}
        </p>
      )}
      {open && answer && cart && <BookedStay cart={cart} answer={answer} />}
      <form
        className="booking-form"
        method="post"
        action={depositPath(culture, school.id)}
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name="token" value={token} />
        {CALC_PARAM_NAMES.map((name) => (
          <input key={name} type="hidden" name={name} value={params[name] ?? ''} />
        ))}
        <div className="field">
          <label htmlFor={FIELD_IDS.name}>{t('bookingModal.name')}</label>
          <input
            id={FIELD_IDS.name}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={200}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
          />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor={FIELD_IDS.email}>{t('bookingModal.email')}</label>
          <input
            id={FIELD_IDS.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
          />
          {error('email')}
        </div>
        <fieldset className="field phone">
          <legend>{t('bookingModal.phone')}</legend>
          <div className="phone-row">
            <label className="visually-hidden" htmlFor="booking-phone-prefix">
              {t('bookingModal.phonePrefix')}
            </label>
            <select
              id="booking-phone-prefix"
              name="phonePrefix"
              autoComplete="tel-country-code"
              value={prefix}
              onChange={(event) => form.pickPrefix(event.currentTarget.value)}
            >
              {prefixes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <label className="visually-hidden" htmlFor={FIELD_IDS.phone}>
              {t('bookingModal.phoneNumber')}
            </label>
            {/* A text field: HTML allows tel-national (the number without its prefix) only there; inputMode still brings the phone keypad. */}
            <input
              id={FIELD_IDS.phone}
              name="phone"
              type="text"
              inputMode="tel"
              autoComplete="tel-national"
              required
              placeholder={mask.replaceAll('#', '0')}
              value={phone}
              onChange={(event) => form.typePhone(event.currentTarget.value)}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy('phone', 'booking-phone-hint')}
            />
          </div>
          <p className="muted hint" id="booking-phone-hint">
            {t('bookingModal.phoneHint')}
          </p>
          {error('phone')}
        </fieldset>
        <div className="field check">
          <input
            id={FIELD_IDS.PrivacyAgreed}
            name="PrivacyAgreed"
            type="checkbox"
            value="true"
            required
            aria-invalid={errors.PrivacyAgreed ? true : undefined}
            aria-describedby={describedBy('PrivacyAgreed')}
          />
          <label htmlFor={FIELD_IDS.PrivacyAgreed}>{t('bookingModal.privacyAgreed')}</label>
          {/* A new tab: the form keeps what the visitor typed while they read. */}
          <a className="privacy-link" href={legalPagePath(culture, 'privacy')} target="_blank" rel="noopener">
            {t('bookingModal.privacyLink')}
          </a>
          {error('PrivacyAgreed')}
        </div>
        <div className="field check">
          <input id="booking-marketing" name="MarketingAgreed" type="checkbox" value="true" />
          <label htmlFor="booking-marketing">{t('bookingModal.marketingAgreed')}</label>
        </div>
        <p className="booking-money-facts">{t('bookingModal.moneyFacts', { count: confirmationWorkingDays })}</p>
        <div className="booking-actions">
          <button type="button" className="button secondary" onClick={() => store.closeBooking()}>
            {t('bookingModal.cancel')}
          </button>
          <span className="submit-with-note">
            <button
              type="submit"
              className="button"
              aria-disabled={sending || undefined}
              aria-describedby="booking-nothing-to-pay"
            >
              {sending ? t('bookingModal.sending') : t('bookingModal.submit')}
            </button>
            <span className="nothing-to-pay" id="booking-nothing-to-pay">
              {t('bookingModal.nothingToPay')}
            </span>
          </span>
        </div>
      </form>
    </dialog>
  );
}
