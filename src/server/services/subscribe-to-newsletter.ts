import type { Culture } from '../../domain/culture.ts';
import { createTranslator } from '../../i18n/create-translator.ts';
import type { Database } from '../db/database.ts';
import { addNewsletterSubscription } from '../db/queries/add-newsletter-subscription.ts';

/** The answer of POST /api/services/subscribetonewsletter/ (spec section 7): the form shows `message`. */
export interface NewsletterAnswer {
  status: 'ok';
  message: string;
  /** The address was subscribed before; nothing was added. */
  alreadySubscribed: boolean;
}

/** Subscribes an address once: subscribing again is no error and adds nothing. */
export async function subscribeToNewsletter(db: Database, query: { email: string; culture: Culture }): Promise<NewsletterAnswer> {
  const { created } = await addNewsletterSubscription(db, { email: query.email.trim().toLowerCase(), culture: query.culture });
  const t = createTranslator(query.culture);
  return { status: 'ok', message: created ? t('newsletter.subscribed') : t('newsletter.alreadySubscribed'), alreadySubscribed: !created };
}
