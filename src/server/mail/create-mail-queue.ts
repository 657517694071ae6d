import { sql } from 'drizzle-orm';
import {
  PgBoss,
  fromDrizzle,
  type Db as QueueDb,
  type DrizzleTransactionLike,
  type JobResult,
  type JobWithMetadata,
} from 'pg-boss';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Database, DatabaseKind } from '../db/database.ts';
import { countMailsByStatus } from './queries/count-mails-by-status.ts';
import { insertMails } from './queries/insert-mails.ts';
import { requeueFailedMails } from './queries/requeue-failed-mails.ts';
import { assertUnsubscribable } from './assert-unsubscribable.ts';
import { deliverMail } from './deliver-mail.ts';
import type { Mailer } from './mail-message.ts';
import { newMessageId } from './new-message-id.ts';
import { createLogger } from '../observability/create-logger.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

/** The one queue every mail goes through. */
export const MAIL_QUEUE = 'mail';

// Mails fetched at once by one worker; SMTP takes them side by side.
const MAIL_BATCH = 10;

interface MailJob {
  mailId: number;
}

/** The durable mail queue: mails are written with what they are about and delivered by a worker. */
export interface MailQueue {
  /**
   * Stores the mails and their delivery jobs in the caller's transaction: if it rolls back, no
   * mail exists; if it commits, each will be delivered at least once, whatever happens to this
   * process. Returns the mails' ids.
   */
  enqueue(tx: Database, mails: OutgoingMail[]): Promise<number[]>;
  /**
   * Puts failed mails back in the queue, in the caller's transaction: each becomes 'queued' again
   * with a new delivery job for the same row (same words, same Message-ID), and gets the full
   * round of attempts. Mails not failed are left alone. Returns the ids that were requeued.
   */
  requeue(tx: Database, mailIds: readonly number[]): Promise<number[]>;
  /** Starts delivering on this instance (any number of instances may; each job goes to one). */
  work(mailer: Mailer): Promise<void>;
  /** Lets the mail being sent finish (up to `graceMs`), then stops taking jobs. */
  stop(graceMs?: number): Promise<void>;
  /**
   * Resolves once the queue is empty and idle: no mail waits for its first attempt or a retry (on
   * any instance) and this instance is delivering none. Fails after `timeoutMs`. What proves that
   * a mail was not sent: once idle, nothing more will be.
   */
  idle(timeoutMs?: number): Promise<void>;
}

/** How the queue retries and notices a dead worker; the defaults suit production, tests shorten them. */
export interface MailQueueTimings {
  /** How often an idle worker looks for mail (seconds, ≥ 0.5). */
  pollSeconds: number;
  /** First pause after a failure (seconds); it doubles each time, with jitter, up to maxRetryDelaySeconds. */
  retryDelaySeconds: number;
  maxRetryDelaySeconds: number;
  /**
   * How long a job may stay active before it is taken for lost (its worker died) and retried. It
   * must stay above the SMTP timeouts (create-mailer.ts), or a slow attempt would be sent twice.
   */
  expireSeconds: number;
  /** How often expired jobs are looked for (seconds, ≥ 1), by whichever instance gets there first. */
  superviseSeconds: number;
}

export const DEFAULT_MAIL_TIMINGS: MailQueueTimings = {
  pollSeconds: 1,
  retryDelaySeconds: 5,
  maxRetryDelaySeconds: 600,
  expireSeconds: 30,
  superviseSeconds: 5,
};

export interface MailQueueOptions {
  db: Database;
  kind: DatabaseKind;
  /** The same connections as `db`, as pg-boss takes them (openDatabase gives both). */
  queueDb: QueueDb;
  /** The sender, whose domain every Message-ID carries. */
  from: string;
  /** Attempts after the first before a mail is marked failed. */
  retryLimit: number;
  clock: Clock;
  timings?: Partial<MailQueueTimings>;
  /** Where each delivery attempt and the queue's own troubles are logged (info-level JSON on stdout by default). */
  logger?: Logger;
}

/**
 * pg-boss started, once more if another instance was installing its schema at the same moment:
 * PostgreSQL answers the slower of two concurrent CREATE SCHEMA IF NOT EXISTS with a unique
 * violation (23505), which pg-boss, expecting "already exists", does not take for the race it is.
 * By the time the error arrives the other instance has installed the schema.
 */
async function startBoss(make: () => PgBoss): Promise<PgBoss> {
  const first = make();
  try {
    await first.start();
    return first;
  } catch (error) {
    if ((error as { code?: unknown }).code !== '23505') throw error;
    const again = make();
    await again.start();
    return again;
  }
}

/**
 * Starts pg-boss on the application's database (its own schema, `pgboss`, created on first start
 * by whichever instance gets there first) and makes sure the mail queue exists.
 */
export async function createMailQueue(options: MailQueueOptions): Promise<MailQueue> {
  const timings = { ...DEFAULT_MAIL_TIMINGS, ...options.timings };
  const logger = options.logger ?? createLogger();
  const boss = await startBoss(() => {
    const made = new PgBoss({
      db: options.queueDb,
      backend: options.kind === 'pglite' ? 'pglite' : 'postgres',
      superviseIntervalSeconds: timings.superviseSeconds,
      // Expiry runs in the queue's monitor pass, which pg-boss holds to one a minute by default
      // whatever the supervise interval: a killed instance's mails then waited up to 90 s (lease,
      // plus up to a minute for the next look) before another instance retried them.
      monitorIntervalSeconds: timings.superviseSeconds,
      // Cron schedules are not used; their clock-skew checks would only add queries.
      schedule: false,
    });
    // pg-boss reports a failed poll or maintenance run as an 'error' event; unheard, Node would end
    // the process on the first database hiccup. It retries on its own.
    made.on('error', (error) =>
      logger.error({ err: error }, 'mail queue: a poll or maintenance run failed; it is retried'),
    );
    return made;
  });
  // Set on each job as well as on the queue: the queue's row keeps the settings of whichever
  // instance created it first, while each job carries those of the instance that queued it.
  const retry = {
    retryLimit: options.retryLimit,
    retryDelay: timings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: timings.maxRetryDelaySeconds,
    expireInSeconds: timings.expireSeconds,
  };
  await boss.createQueue(MAIL_QUEUE, retry);

  let stopped = false;
  let delivering = 0;
  return {
    async enqueue(tx, mails) {
      for (const mail of mails) assertUnsubscribable(mail);
      const ids = await insertMails(
        tx,
        mails.map((mail) => ({
          bookingId: mail.bookingId,
          kind: mail.kind,
          name: mail.name,
          recipient: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          messageId: newMessageId(options.from),
          headers: mail.headers ?? null,
          sentByStaffId: mail.sentByStaffId ?? null,
          leadId: mail.leadId ?? null,
        })),
      );
      // The jobs go through the caller's transaction too (pg-boss's Drizzle adapter), so a job
      // never exists without its mail, nor a mail without its job.
      // Drizzle's execute() is typed loosely (unknown rows) for the adapter's liking; it returns what the adapter reads.
      const inTransaction = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
      for (const mailId of ids)
        await boss.send(MAIL_QUEUE, { mailId } satisfies MailJob, { ...retry, db: inTransaction });
      return ids;
    },
    async requeue(tx, mailIds) {
      const ids = await requeueFailedMails(tx, mailIds);
      // A new job rather than pg-boss's retry of the old one: that job has ended ('failed') and
      // spent its retries; the row, not the job, is the mail.
      const inTransaction = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
      for (const mailId of ids)
        await boss.send(MAIL_QUEUE, { mailId } satisfies MailJob, { ...retry, db: inTransaction });
      return ids;
    },
    async work(mailer) {
      const deps = { db: options.db, mailer, clock: options.clock, logger };
      // Up to ten mails a fetch, sent side by side, and fetched again at once while batches come
      // back full: a burst of bookings is mailed in seconds, not at one mail per poll. Each mail
      // is settled on its own, so one refused address does not hold back the others.
      const work = {
        includeMetadata: true,
        perJobResults: true,
        batchSize: MAIL_BATCH,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: timings.pollSeconds,
      } as const;
      await boss.work(MAIL_QUEUE, work, async (jobs: JobWithMetadata<MailJob>[]): Promise<JobResult[]> =>
        Promise.all(
          jobs.map((job) => {
            delivering += 1;
            return deliverMail(deps, job.data.mailId, job.retryCount >= job.retryLimit)
              .then(
                () => ({ id: job.id, status: 'completed' as const }),
                (error: unknown) => ({
                  id: job.id,
                  status: 'failed' as const,
                  output: { message: error instanceof Error ? error.message : String(error) },
                }),
              )
              .finally(() => (delivering -= 1));
          }),
        ),
      );
    },
    async idle(timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        if (delivering === 0) {
          const counts = await countMailsByStatus(options.db, new Date(0));
          if (counts.queued + counts.retrying === 0 && delivering === 0) return;
        }
        if (Date.now() > until) throw new Error(`the mail queue was not idle within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop(graceMs = 10_000) {
      if (stopped) return;
      stopped = true;
      // close: false — the connections belong to the application, which closes them after this.
      await boss.stop({ graceful: true, timeout: graceMs, close: false });
    },
  };
}
