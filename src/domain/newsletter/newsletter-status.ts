/**
 * A newsletter subscription's state (double opt-in): 'pending' from the request until the owner
 * of the address follows the link of the confirmation mail, 'confirmed' from then on (the only
 * state that receives letters), 'unsubscribed' after the unsubscribe link or one-click header.
 */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
