import type { Config } from '#server/config/env.ts';
import { createLogger } from '#server/observability/create-logger.ts';

/** Work begun once the answer to a request is on its way, and a way to wait for all of it. */
export interface AfterAnswer {
  /** Starts `task` after the current answer has been written (the next turn of the event loop). */
  run(task: () => Promise<void>): void;
  /** Resolves when every task begun so far has finished (shutdown, tests). */
  settled(): Promise<void>;
}

/**
 * Tasks whose time must not show in an answer: the answer is written in the turn that returns
 * it, and the task starts at the next (setImmediate). A failure is logged, never thrown at a
 * request that has already been answered.
 */
export function createAfterAnswer(logLevel: Config['logLevel']): AfterAnswer {
  const pending = new Set<Promise<void>>();
  let logger: ReturnType<typeof createLogger> | undefined;
  return {
    run(task) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => {
          logger ??= createLogger({ level: logLevel });
          logger.error({ err }, 'work after an answer failed');
        })
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
