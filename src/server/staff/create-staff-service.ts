import { clientIp } from '#server/http/client-ip.ts';
import { createStaffAuth } from '#server/staff/auth/create-staff-auth.ts';
import { isTrustedOrigin } from '#server/staff/auth/is-trusted-origin.ts';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import { hasStaffPassword } from '#server/staff/queries/has-staff-password.ts';
import { listStaffMembers } from '#server/staff/queries/list-staff-members.ts';
import type { MailQueueSlot } from '#server/mail/index.ts';
import { passwordResetUrl, staffPasswordMail } from '#server/staff/mails/staff-password-mail.ts';
import { addStaffMember } from './add-staff-member.ts';
import { createAfterAnswer } from './after-answer.ts';
import { findSignedInStaff } from './find-signed-in-staff.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetStaffPassword } from './reset-staff-password.ts';
import { signInStaff } from './sign-in-staff.ts';
import { signOutStaff } from './sign-out-staff.ts';
import type { StaffDeps } from './staff-deps.ts';
import type { StaffMember } from './staff-member.ts';
import type { StaffService } from './staff-service.ts';
import { updateStaff } from './update-staff.ts';

/** The staff service over a database; reset and invitation mails go through the queue in `mails` once it is there. */
export function createStaffService(options: {
  db: Database;
  config: Config;
  clock: Clock;
  mails: MailQueueSlot;
}): StaffService {
  const { db, config, mails } = options;
  const auth = createStaffAuth({
    db,
    config,
    // The token is stored by better-auth; the mail is written with its delivery job in one
    // transaction and sent by the queue's worker, never from the request.
    async sendResetPassword({ user, token }) {
      const queue = mails.current;
      if (!queue) throw new Error('the mail queue is not running: no reset mail can be queued');
      const invitation = !(await hasStaffPassword(db, user.id));
      const mail = staffPasswordMail({
        to: user.email,
        name: user.name,
        url: passwordResetUrl(config.baseAddress, token),
        invitation,
      });
      await db.transaction((tx) => queue.enqueue(tx, [mail]));
    },
  });
  const afterAnswer = createAfterAnswer(config.logLevel);
  const deps: StaffDeps = { ...options, auth, afterAnswer };
  // The office's middleware and its page both ask who is signed in: one database read per request.
  const seen = new WeakMap<Request, Promise<StaffMember | null>>();
  return {
    clientIp: (forwardedFor, socketAddress) => clientIp(forwardedFor, socketAddress, config.trustedProxies),
    trustsOrigin: (request) => isTrustedOrigin(request.headers, new URL(request.url).origin, config.baseAddress),
    signedIn(request, ip) {
      let found = seen.get(request);
      if (!found) {
        found = findSignedInStaff(deps, { headers: request.headers, ip });
        seen.set(request, found);
      }
      return found;
    },
    signIn: (input, request) => signInStaff(deps, input, request),
    signOut: (member, request, signOutOptions) => signOutStaff(deps, member, request, signOutOptions),
    requestPasswordReset: (input, request) => requestPasswordReset(deps, input, request),
    resetPassword: (input, request) => resetStaffPassword(deps, input, request),
    settled: () => afterAnswer.settled(),
    list: () => listStaffMembers(db),
    add: (input, addOptions) => addStaffMember(deps, input, addOptions),
    update: (id, update, actor, ip) => updateStaff(deps, id, update, actor, ip),
  };
}
