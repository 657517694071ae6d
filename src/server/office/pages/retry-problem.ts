import type { RetryMailOutcome } from '../mail/office-mail.ts';

/** What the mail pages say, and answer, when a retry did not happen. */
export function retryProblem(outcome: Exclude<RetryMailOutcome, { kind: 'retried' }>): {
  message: string;
  status: number;
} {
  if (outcome.kind === 'notFound') return { message: 'That mail does not exist.', status: 404 };
  if (outcome.kind === 'mailUnavailable')
    return {
      message: 'The mail queue is not running on this server at the moment. Try again in a minute.',
      status: 503,
    };
  return {
    message: `Only a failed mail can be retried; this one is ${outcome.status === 'queued' ? 'waiting in the queue' : outcome.status} already.`,
    status: 409,
  };
}
