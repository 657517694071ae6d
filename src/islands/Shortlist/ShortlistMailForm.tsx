import { useState } from 'react';
import type { Culture } from '#domain/culture.ts';
import type { CompareChoices } from '#domain/shortlist/compare-choices.ts';
import type { Translate } from '#i18n/translate-with-dictionary.ts';
import { sendShortlistMail, type ShortlistMailOutcome } from '#stores/shortlist/send-shortlist-mail.ts';

/**
 * "E-mail me my shortlist" (issue 35): the address only; the mail comes after its owner confirms
 * through the link of a first mail, as the newsletter does.
 */
export function ShortlistMailForm({
  culture,
  t,
  ids,
  choices,
}: {
  culture: Culture;
  t: Translate;
  ids: readonly number[];
  choices: CompareChoices;
}) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ShortlistMailOutcome | null>(null);
  const invalid = outcome?.ok === false && outcome.problem === 'email';
  return (
    <section className="compare-mail" aria-labelledby="compare-mail-title">
      <h2 id="compare-mail-title">{t('compare.mail.title')}</h2>
      <p>{t('compare.mail.note')}</p>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (sending) return;
          if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
            setOutcome({ ok: false, problem: 'email' });
            return;
          }
          setSending(true);
          setOutcome(
            await sendShortlistMail(window.fetch.bind(window), { culture, email: email.trim(), ids, choices }),
          );
          setSending(false);
        }}
      >
        <label htmlFor="compare-mail-email">{t('compare.mail.email')}</label>
        <div className="compare-mail-row">
          <input
            id="compare-mail-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'compare-mail-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button" disabled={sending}>
            {t('compare.mail.send')}
          </button>
        </div>
        {invalid && (
          <p id="compare-mail-error" className="field-error">
            {t('compare.mail.invalid')}
          </p>
        )}
        <p role="status">
          {outcome?.ok
            ? outcome.message
            : outcome?.problem === 'limited'
              ? t('compare.mail.limited')
              : outcome?.problem === 'failed'
                ? t('compare.mail.failed')
                : ''}
        </p>
      </form>
    </section>
  );
}
