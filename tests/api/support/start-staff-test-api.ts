import { sql } from 'drizzle-orm';
import type { StaffRole } from '#domain/staff/staff-role.ts';
import type { Clock } from '#server/clock.ts';
import { createMailQueue, type MailQueue } from '#server/mail/create-mail-queue.ts';
import { startTestApi, type TestApi } from './start-test-api.ts';
import type { TestDatabase } from './test-databases.ts';

/** A password long enough for the office's rule (12 characters or more). */
export const STAFF_PASSWORD = 'correct horse battery staple';

export interface StaffTestApi extends TestApi {
  /** The mail queue the reset and invitation mails go into (no worker: tests read the rows). */
  mailQueue: MailQueue;
  /** Adds a staff member with a password, as `npm run staff:add` does. */
  addStaff(email: string, role: StaffRole, password?: string): Promise<string>;
  /** POSTs JSON from this site (the Origin the office's routes require), with a cookie if given. */
  post(path: string, body?: unknown, options?: { cookie?: string; origin?: string | null }): Promise<Response>;
  /** Signs in and returns the Cookie header a browser would send back. */
  signIn(email: string, password?: string): Promise<string>;
  /** How many delivery jobs pg-boss holds for the mail queue. */
  queuedJobs(): Promise<number>;
}

/** The Cookie header a browser would send back for an answer's Set-Cookie headers. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0]!)
    .join('; ');
}

/** The real API on a fresh database, with the durable mail queue in place, for the staff suites. */
export async function startStaffTestApi(
  database: TestDatabase,
  options: { clock?: Clock } = {},
): Promise<StaffTestApi> {
  const api = await startTestApi(database, options.clock ? { clock: options.clock } : {});
  const mailQueue = await createMailQueue({
    db: api.api.db,
    kind: api.api.kind,
    queueDb: api.api.queueDb,
    from: 'LinguaTrips <bookings@linguatrips.example>',
    retryLimit: 2,
    clock: options.clock ?? (() => new Date()),
  });
  api.api.mails.current = mailQueue;
  const post = (path: string, body?: unknown, postOptions: { cookie?: string; origin?: string | null } = {}) => {
    const origin = postOptions.origin === undefined ? api.baseUrl : postOptions.origin;
    return fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(origin ? { origin } : {}),
        ...(postOptions.cookie ? { cookie: postOptions.cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  };
  return {
    ...api,
    mailQueue,
    async addStaff(email, role, password = STAFF_PASSWORD) {
      const outcome = await api.api.staff.add(
        { email, name: email.split('@')[0]!, role },
        { actor: null, ip: '127.0.0.1', password, invite: false },
      );
      if (outcome.kind !== 'added') throw new Error(`could not add ${email}: ${outcome.kind}`);
      return outcome.member.id;
    },
    post,
    async signIn(email, password = STAFF_PASSWORD) {
      const response = await post('/api/auth/sign-in', { email, password });
      if (response.status !== 200)
        throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
      return cookieFrom(response);
    },
    async queuedJobs() {
      const result = await api.api.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'mail'`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    },
    async close() {
      await mailQueue.stop(1_000);
      await api.close();
    },
  };
}
