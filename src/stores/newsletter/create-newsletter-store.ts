import { atom } from 'nanostores';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { Culture } from '#domain/culture.ts';
import { hasNewsletterCookie, NEWSLETTER_COOKIE_DAYS, newsletterCookie } from './newsletter-cookie.ts';

/** The form's states (spec section 4). */
export type NewsletterStatus = 'initial' | 'start' | 'done' | 'fail';

export interface NewsletterState {
  status: NewsletterStatus;
  /** done: the server's message; fail: the server's message, or the i18n key of the generic error. */
  message: string | null;
  messageIsKey: boolean;
  /** The i18n key of a field problem found before sending. */
  privacyError: string | null;
  /** Hidden while the hnsf cookie is set (spec section 7). */
  hidden: boolean;
}

export interface NewsletterEnvironment {
  fetch: typeof fetch;
  readCookies(): string;
  writeCookie(cookie: string): void;
}

/** The browser's newsletter environment. */
export function browserNewsletterEnvironment(): NewsletterEnvironment {
  return {
    fetch: (input, init) => window.fetch(input, init),
    readCookies: () => document.cookie,
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
  };
}

const GENERIC_ERROR = 'newsletter.error';
const PRIVACY_REQUIRED = 'bookingModal.fieldIsRequired';

/**
 * The newsletter form's logic: privacy must be agreed to, the address is sent as given, an ok
 * answer sets hnsf=1 for 1095 days, closing the form sets it for 7 (spec sections 5, 7 and 9).
 * The first render is always the form, as the static page has it; start() reads the cookie.
 */
export function createNewsletterStore(culture: Culture) {
  const $newsletter = atom<NewsletterState>({
    status: 'initial',
    message: null,
    messageIsKey: false,
    privacyError: null,
    hidden: false,
  });
  let env: NewsletterEnvironment | null = null;
  const browser = () => {
    if (!env) throw new Error('the newsletter store is not started');
    return env;
  };
  const update = (change: Partial<NewsletterState>) => $newsletter.set({ ...$newsletter.get(), ...change });

  return {
    $newsletter,

    start(environment: NewsletterEnvironment): void {
      env = environment;
      if (hasNewsletterCookie(environment.readCookies())) update({ hidden: true });
    },

    async subscribe(email: string, privacyAgreed: boolean): Promise<void> {
      if ($newsletter.get().status === 'start') return;
      if (!privacyAgreed) {
        update({ privacyError: PRIVACY_REQUIRED });
        return;
      }
      const browserEnv = browser();
      update({ status: 'start', privacyError: null, message: null });
      try {
        const response = await browserEnv.fetch(
          `/api/services/subscribetonewsletter/?${new URLSearchParams({ email, culture })}`,
          { method: 'POST' },
        );
        if (!response.ok) {
          update({ status: 'fail', message: GENERIC_ERROR, messageIsKey: true });
          return;
        }
        const body = (await response.json()) as ApiEnvelope<{ status: string; message: string }>;
        if (!body.success || body.data.status !== 'ok') {
          update({
            status: 'fail',
            message: body.success ? body.data.message : body.error.message,
            messageIsKey: false,
          });
          return;
        }
        browserEnv.writeCookie(newsletterCookie(NEWSLETTER_COOKIE_DAYS.subscribed));
        update({ status: 'done', message: body.data.message, messageIsKey: false });
      } catch {
        update({ status: 'fail', message: GENERIC_ERROR, messageIsKey: true });
      }
    },

    /** The form's close button: hidden now and for the next 7 days. */
    close(): void {
      browser().writeCookie(newsletterCookie(NEWSLETTER_COOKIE_DAYS.closed));
      update({ hidden: true });
    },

    clearPrivacyError(): void {
      if ($newsletter.get().privacyError) update({ privacyError: null });
    },
  };
}

export type NewsletterStore = ReturnType<typeof createNewsletterStore>;
