import type { Logger } from 'pino';
import { sweepReviewInvitations, type ReviewInvitationDeps } from './review-invitations.ts';
import { runPeriodically, type PeriodicJob } from '../boot/run-periodically.ts';

/** How often the server looks for ended courses by default: an hour late is soon enough for an invitation. */
export const REVIEW_INVITATION_SWEEP_MS = 60 * 60_000;

export type ReviewInvitationSweep = PeriodicJob;

/**
 * Runs the review-invitation sweep on this instance now and every `everyMs` after (the clock in
 * `deps` decides what "ended" means, so tests move time instead of waiting). One sweep at a time:
 * a slow one is not overlapped by the next tick. A failed sweep is logged and tried at the next.
 */
export function scheduleReviewInvitations(
  deps: ReviewInvitationDeps,
  options: { everyMs: number; logger: Logger },
): ReviewInvitationSweep {
  return runPeriodically(
    async () => {
      const sent = await sweepReviewInvitations(deps);
      if (sent > 0) options.logger.info({ sent }, 'review invitations queued');
    },
    options.everyMs,
    (error) =>
      options.logger.error({ err: error }, 'review invitations: the sweep failed; it runs again at the next tick'),
  );
}
