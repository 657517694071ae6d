import { RESET_TOKEN_SECONDS } from '../auth/create-staff-auth.ts';
import { mailHtml, mailText, type MailBody } from '../../mail/index.ts';
import type { OutgoingMail } from '../../mail/index.ts';

/** The office page a reset link opens; the token rides in the query (the page sends no Referer). */
export function passwordResetUrl(baseAddress: string, token: string): string {
  return `${baseAddress}/office/reset-password/?token=${encodeURIComponent(token)}`;
}

/**
 * The mail with a one-time link to choose a password: after a 'forgot password' request, or as
 * the invitation of someone just added to the staff (who has no password until they choose one).
 */
export function staffPasswordMail(options: {
  to: string;
  name: string;
  url: string;
  invitation: boolean;
}): OutgoingMail {
  const hours = RESET_TOKEN_SECONDS / 3600;
  const body: MailBody = {
    lang: 'en',
    greeting: `Hello ${options.name},`,
    paragraphs: options.invitation
      ? [
          'You have been added to the staff of the LinguaTrips office. Choose your password with the link below; then sign in with this e-mail address.',
        ]
      : [
          'Someone (we hope you) asked to reset the password of your LinguaTrips office account. Choose a new one with the link below; every session you had open is signed out.',
        ],
    facts: [],
    steps: [],
    link: { label: 'Choose your password', href: options.url },
    closing: `The link works once, for ${hours === 1 ? 'one hour' : `${hours} hours`}. If you did not expect this mail, ignore it: your password stays as it is.`,
  };
  return {
    bookingId: null,
    kind: options.invitation ? 'staff-invitation' : 'staff-password-reset',
    name: options.invitation ? 'staff-invitation' : 'staff-password-reset',
    to: options.to,
    subject: options.invitation ? 'Your LinguaTrips office account' : 'Reset your LinguaTrips office password',
    text: mailText(body),
    html: mailHtml(body),
  };
}
