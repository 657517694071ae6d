import {
  MALFORMED_KINDS,
  malformedRequest,
  seededRandom,
  type MalformedKind,
  type MalformedTarget,
} from './malformed-requests.ts';
import { sendRaw } from './send-raw.ts';

export interface MalformedRun {
  sent: number;
  /** Answers by status; 0 counts connections closed with no answer. */
  byStatus: Map<number, number>;
  byKind: Map<MalformedKind, Map<number, number>>;
  /** The requests answered 5xx or not at all, with the request line (at most 20 kept). */
  failures: { kind: MalformedKind; line: string; status: number }[];
  failureCount: number;
  seconds: number;
}

const bump = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1);

/**
 * Sends `count` bad requests, every kind in turn, drawn from `seed`, on `concurrency` connections
 * at a time, and counts the answers. A request fails when it gets a 5xx or no answer at all.
 */
export async function runMalformed(
  target: MalformedTarget,
  options: { count: number; seed: number; concurrency: number },
): Promise<MalformedRun> {
  const random = seededRandom(options.seed);
  const requests = Array.from({ length: options.count }, (_, i) =>
    malformedRequest(MALFORMED_KINDS[i % MALFORMED_KINDS.length]!, random, target),
  );
  const run: MalformedRun = {
    sent: 0,
    byStatus: new Map(),
    byKind: new Map(MALFORMED_KINDS.map((kind) => [kind, new Map()])),
    failures: [],
    failureCount: 0,
    seconds: 0,
  };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const answer = await sendRaw(target.port, request.bytes, request.options);
      run.sent += 1;
      bump(run.byStatus, answer.status);
      bump(run.byKind.get(request.kind)!, answer.status);
      if (answer.status === 0 || answer.status >= 500) {
        run.failureCount += 1;
        if (run.failures.length < 20)
          run.failures.push({ kind: request.kind, line: request.line.slice(0, 160), status: answer.status });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

/** The status histogram in one line, lowest status first: '400 ×1234, 404 ×56, ...'. */
export function formatHistogram(byStatus: Map<number, number>): string {
  return [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'no answer' : status} ×${count}`)
    .join(', ');
}
