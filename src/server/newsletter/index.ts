// What the newsletter feature offers the rest of the server: other features import it only from here (eslint.config.js).
export { type NewsletterSubscriberRow, listNewsletterSubscribers } from './queries/list-newsletter-subscribers.ts';
export { unsubscribeNewsletterSubscriber } from './queries/unsubscribe-newsletter-subscriber.ts';
