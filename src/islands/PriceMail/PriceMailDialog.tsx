// First, as in the cart island: zod's code is shared with the cart, and its schemas must not
// probe for eval (the CSP forbids it) before the shared chunk has turned that off.
import '../zod-without-eval.ts';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CALCULATION_MAIL_LIMITS, visitorCalculationMailFieldsSchema } from '#domain/quotes/calculation-mail-fields.ts';
import { fieldProblems } from '#domain/quotes/field-problems.ts';
import { hasLink } from '#domain/text/links.ts';
import type { PriceMailDialogProps } from './price-mail-dialog-props.ts';
import { sendPriceMail, PRICE_MAIL_HONEYPOT, type PriceMailField } from './send-price-mail.ts';

/** The submit states of the fast-calculation mail (spec section 4): initial, process, complete, exception. */
type SubmitState =
  { kind: 'initial' } | { kind: 'process' } | { kind: 'complete'; email: string } | { kind: 'exception' };

const IDS: Record<PriceMailField, string> = {
  email: 'price-mail-email',
  name: 'price-mail-name',
  text: 'price-mail-text',
};

/**
 * The client calculation mail modal for visitors (spec sections 2, 5 and 8): Email and Name
 * required, Text optional, checked with the server's own rules before sending; the server prices
 * the cart itself, mails it and stores the request as a lead. The browser's own <dialog> (focus
 * moves in and stays, Escape closes, focus returns to the button that opened it). A field a bot
 * fills in (hidden from people and from assistive technology) makes the server answer success
 * and do nothing.
 */
export default function PriceMailDialog({ t, culture, query, opener, onClose }: PriceMailDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<SubmitState>({ kind: 'initial' });
  const [problems, setProblems] = useState<Partial<Record<PriceMailField, string>>>({});

  useEffect(() => {
    const element = dialog.current;
    const back = opener.current;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      document.getElementById(IDS.email)?.focus();
    }
    return () => back?.focus();
  }, [opener]);

  // The words of a field's problem, from the field and what was typed in it.
  const say = (field: PriceMailField, value: string): string => {
    if (field === 'email')
      return value.trim() === '' ? t('cart.priceMail.emailRequired') : t('cart.priceMail.emailInvalid');
    if (field === 'name') return hasLink(value) ? t('cart.priceMail.nameLink') : t('cart.priceMail.nameRequired');
    return t('cart.priceMail.failed');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'process') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '');
    const raw = { email: value('Email'), name: value('Name'), text: value('Text') };
    const fields = visitorCalculationMailFieldsSchema.safeParse(raw);
    if (!fields.success) {
      const found: Partial<Record<PriceMailField, string>> = {};
      for (const problem of fieldProblems(fields.error))
        if (problem.field in IDS)
          found[problem.field as PriceMailField] = say(
            problem.field as PriceMailField,
            raw[problem.field as PriceMailField],
          );
      setProblems(found);
      setState({ kind: 'initial' });
      const first = (['email', 'name', 'text'] as const).find((field) => found[field]);
      if (first) document.getElementById(IDS[first])?.focus();
      return;
    }
    setProblems({});
    setState({ kind: 'process' });
    const outcome = await sendPriceMail(query, culture, { ...fields.data, honeypot: value(PRICE_MAIL_HONEYPOT) });
    if (outcome.ok) {
      setState({ kind: 'complete', email: fields.data.email });
      form.reset();
      return;
    }
    const found: Partial<Record<PriceMailField, string>> = {};
    for (const field of outcome.fields) found[field] = say(field, raw[field]);
    setProblems(found);
    setState({ kind: 'exception' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Here only: the phone's cart panel, behind, stays open.
      event.stopPropagation();
      event.preventDefault();
      onClose();
    }
  };

  const described = (field: PriceMailField) =>
    problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${IDS[field]}-error` } : {};
  const error = (field: PriceMailField) =>
    problems[field] && (
      <p className="field-error" id={`${IDS[field]}-error`}>
        {problems[field]}
      </p>
    );

  return (
    <dialog
      ref={dialog}
      className="booking-modal price-mail"
      aria-labelledby="price-mail-title"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="price-mail-title">{t('cart.priceMail.title')}</h2>
      <p>{t('cart.priceMail.intro')}</p>
      {state.kind === 'complete' && (
        <p className="price-mail-message ok" role="status">
          {t('cart.priceMail.sent', { email: state.email })}
        </p>
      )}
      {state.kind === 'exception' && (
        <p className="price-mail-message error" role="alert">
          {t('cart.priceMail.failed')}
        </p>
      )}
      <form
        className="booking-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={state.kind === 'process'}
      >
        <div className="field">
          <label htmlFor={IDS.email}>{t('cart.priceMail.email')}</label>
          <input
            id={IDS.email}
            name="Email"
            type="email"
            autoComplete="email"
            required
            maxLength={CALCULATION_MAIL_LIMITS.email}
            {...described('email')}
          />
          {error('email')}
        </div>
        <div className="field">
          <label htmlFor={IDS.name}>{t('cart.priceMail.name')}</label>
          <input
            id={IDS.name}
            name="Name"
            type="text"
            autoComplete="name"
            required
            maxLength={CALCULATION_MAIL_LIMITS.name}
            {...described('name')}
          />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor={IDS.text}>{t('cart.priceMail.text')}</label>
          <textarea
            id={IDS.text}
            name="Text"
            rows={3}
            maxLength={CALCULATION_MAIL_LIMITS.text}
            {...described('text')}
          />
          {error('text')}
        </div>
        <div className="price-mail-trap" aria-hidden="true">
          <label htmlFor="price-mail-website">{t('cart.priceMail.honeypot')}</label>
          <input id="price-mail-website" name={PRICE_MAIL_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {state.kind === 'process' && (
          <p className="cart-loader" role="status">
            <span className="spinner" aria-hidden="true" /> {t('cart.priceMail.sending')}
          </p>
        )}
        <div className="booking-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            {t('cart.priceMail.close')}
          </button>
          <button type="submit" className="button" aria-disabled={state.kind === 'process' || undefined}>
            {t('cart.priceMail.send')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
