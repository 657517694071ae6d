import type { Culture } from '#domain/culture.ts';
import { newsletterConfirmPath, newsletterUnsubscribePath } from '#domain/newsletter/newsletter-paths.ts';
import { absoluteUrl } from '#domain/routes/site-url.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { requestNewsletterSubscription } from '#server/newsletter/queries/request-newsletter-subscription.ts';
import { newsletterConfirmationMail } from '#server/newsletter/mails/newsletter-confirmation-mail.ts';
import { newLinkToken } from '../bookings/index.ts';
import type { NewsletterDeps } from './newsletter-deps.ts';

/**
 * The answer of POST /api/services/subscribetonewsletter/ (spec section 7): the form shows
 * `message`. It is the same whatever the address's past, so nobody learns who is subscribed.
 */
export interface NewsletterAnswer {
  status: 'ok';
  message: string;
}

export type SubscribeOutcome = { kind: 'ok'; answer: NewsletterAnswer } | { kind: 'mailUnavailable' };

/**
 * Double opt-in: records a pending subscription and queues, in the same transaction, a mail to
 * the address with a link its owner must follow before anything else is sent. An address already
 * confirmed gets no mail and stays as it is (asking again must not mail a subscriber each time);
 * a pending or unsubscribed one gets the confirmation again. The answer says the same in every case.
 */
export async function subscribeToNewsletter(
  deps: NewsletterDeps,
  query: { email: string; culture: Culture },
): Promise<SubscribeOutcome> {
  const queue = deps.mails.current;
  if (!queue) return { kind: 'mailUnavailable' };
  const email = query.email.trim().toLowerCase();
  const requestedAt = deps.clock();
  await deps.db.transaction(async (tx) => {
    const row = await requestNewsletterSubscription(tx, {
      email,
      culture: query.culture,
      confirmToken: newLinkToken(),
      unsubscribeToken: newLinkToken(),
    });
    if (row.status === 'confirmed') return;
    const base = deps.config.baseAddress;
    await queue.enqueue(tx, [
      newsletterConfirmationMail({
        to: email,
        culture: query.culture,
        requestedAt: requestedAt.toISOString(),
        site: new URL(base).host,
        confirmUrl: absoluteUrl(base, newsletterConfirmPath(query.culture, row.confirmToken)),
        unsubscribeUrl: absoluteUrl(base, newsletterUnsubscribePath(query.culture, row.unsubscribeToken)),
      }),
    ]);
  });
  return { kind: 'ok', answer: { status: 'ok', message: createTranslator(query.culture)('newsletter.checkInbox') } };
}
