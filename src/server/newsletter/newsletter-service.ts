import { maskEmail } from '#domain/booking/mask-contact.ts';
import type { Culture } from '#domain/culture.ts';
import type { NewsletterStatus } from '#domain/newsletter/newsletter-status.ts';
import { isLinkToken } from '#domain/text/links.ts';
import { confirmNewsletterSubscription } from '#server/newsletter/queries/confirm-newsletter-subscription.ts';
import {
  findNewsletterSubscriptionByLink,
  type NewsletterLink,
} from '#server/newsletter/queries/find-newsletter-subscription-by-link.ts';
import { unsubscribeNewsletterSubscription } from '#server/newsletter/queries/unsubscribe-newsletter-subscription.ts';
import type { NewsletterDeps } from './newsletter-deps.ts';

/** What the confirm and unsubscribe pages ask of the server, through Astro.locals. */
export interface NewsletterService {
  /** The subscription behind a mailed link, its address masked (the page may be seen by others), or null. */
  find(link: NewsletterLink, token: string): Promise<{ email: string; status: NewsletterStatus } | null>;
  /** The owner's consent, given on a page of `culture`; false for an unknown or withdrawn link. */
  confirm(token: string, culture: Culture): Promise<boolean>;
  /** Unsubscribes at once (the page's button or a mail program's one-click POST); false for an unknown link. */
  unsubscribe(token: string): Promise<boolean>;
}

/** The newsletter service over a database and a clock. */
export function createNewsletterService(deps: Pick<NewsletterDeps, 'db' | 'clock'>): NewsletterService {
  return {
    async find(link, token) {
      if (!isLinkToken(token)) return null;
      const found = await findNewsletterSubscriptionByLink(deps.db, link, token);
      return found ? { email: maskEmail(found.email), status: found.status } : null;
    },
    confirm: async (token, culture) =>
      isLinkToken(token) && confirmNewsletterSubscription(deps.db, { token, culture, at: deps.clock() }),
    unsubscribe: async (token) =>
      isLinkToken(token) && unsubscribeNewsletterSubscription(deps.db, { token, at: deps.clock() }),
  };
}
