import type { Logger } from 'pino';
import { sweepReviewInvitations, type ReviewInvitationDeps } from './review-invitations.ts';

/** How often the server looks for ended courses by default: an hour late is soon enough for an invitation. */
export const REVIEW_INVITATION_SWEEP_MS = 60 * 60_000;

export interface ReviewInvitationSweep {
  /** Waits for a sweep under way, then stops. */
  stop(): Promise<void>;
}

/**
 * Runs the review-invitation sweep on this instance now and every `everyMs` after (the clock in
 * `deps` decides what "ended" means, so tests move time instead of waiting). One sweep at a time:
 * a slow one is not overlapped by the next tick. A failed sweep is logged and tried at the next.
 */
export function scheduleReviewInvitations(
  deps: ReviewInvitationDeps,
  options: { everyMs: number; logger: Logger },
): ReviewInvitationSweep {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = sweepReviewInvitations(deps)
      .then((sent) => {
        if (sent > 0) options.logger.info({ sent }, 'review invitations queued');
      })
      .catch((error: unknown) =>
        options.logger.error({ err: error }, 'review invitations: the sweep failed; it runs again at the next tick'),
      )
      .finally(() => (running = undefined));
  };
  // unref: a pending tick never keeps a stopping process alive.
  const timer = setInterval(run, options.everyMs).unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
