import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useSearch } from './search-context.ts';

/**
 * The newsletter form among the results: privacy must be agreed to; states initial, start,
 * done and fail (spec section 4); hidden while the hnsf cookie is set.
 */
export function NewsletterForm() {
  const { t, newsletter } = useSearch();
  const state = useStore(newsletter.$newsletter);
  const [email, setEmail] = useState('');
  const [privacy, setPrivacy] = useState(false);
  if (state.hidden) return null;
  return (
    <section className="placeholder newsletter needs-js" aria-labelledby="newsletter-title">
      <button
        type="button"
        className="close-button"
        aria-label={t('newsletter.close')}
        onClick={() => newsletter.close()}
      >
        ×
      </button>
      <h3 id="newsletter-title">{t('newsletter.title')}</h3>
      {state.status === 'done' ? (
        <p role="status">{state.message}</p>
      ) : (
        <form
          aria-labelledby="newsletter-title"
          onSubmit={(event) => {
            event.preventDefault();
            void newsletter.subscribe(email, privacy);
          }}
        >
          <p>{t('newsletter.text')}</p>
          <div className="newsletter-row">
            <label htmlFor="newsletter-email">{t('newsletter.email')}</label>
            <input
              id="newsletter-email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={privacy}
              aria-invalid={state.privacyError ? true : undefined}
              aria-describedby={state.privacyError ? 'newsletter-privacy-error' : undefined}
              onChange={(event) => {
                setPrivacy(event.target.checked);
                newsletter.clearPrivacyError();
              }}
            />
            {t('newsletter.privacy')}
          </label>
          {state.privacyError && (
            <p id="newsletter-privacy-error" className="field-error" role="alert">
              {t('bookingModal.fieldIsRequired')}
            </p>
          )}
          {state.status === 'fail' && (
            <p className="field-error" role="alert">
              {state.messageIsKey ? t('newsletter.error') : state.message}
            </p>
          )}
          <button type="submit" className="button" disabled={state.status === 'start'}>
            {state.status === 'start' ? t('newsletter.sending') : t('newsletter.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
