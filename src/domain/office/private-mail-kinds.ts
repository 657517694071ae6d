/**
 * The kinds of mail whose text carries a secret link: a staff password reset or invitation (the
 * link sets the account's password) and the newsletter confirmation (the link subscribes the
 * address), the booking code, the review invitation (the link makes a review verified) and the shortlist
 * mail's confirmation (the link sends the comparison). The office never shows their text, so nobody at a desk can use another's link.
 */
export const PRIVATE_MAIL_KINDS = [
  'staff-password-reset',
  'staff-invitation',
  'newsletter-confirmation',
  'booking-code',
  'review-invitation',
  'shortlist-confirmation',
] as const;

const PRIVATE = new Set<string>(PRIVATE_MAIL_KINDS);

/** Whether a mail of this kind must not have its text shown (nor be copied to be sent again). */
export function isPrivateMailKind(kind: string): boolean {
  return PRIVATE.has(kind);
}
