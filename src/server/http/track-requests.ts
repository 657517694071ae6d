import type { IncomingMessage, ServerResponse } from 'node:http';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Counts the requests a server is answering, so a stopping server can let them finish. */
export interface RequestTracker {
  /** The listener, counting each request from its headers until its response is done or its connection gone. */
  wrap(listener: Listener): Listener;
  readonly inFlight: number;
  /** From now on every response asks the client to close its connection, so keep-alive ends cleanly. */
  closeConnectionsAfterResponse(): void;
  /** Resolves true when nothing is in flight, or false once `ms` have passed first. */
  whenIdle(ms: number): Promise<boolean>;
}

/** A request tracker for one server. */
export function createRequestTracker(): RequestTracker {
  let inFlight = 0;
  let closing = false;
  const waiters = new Set<() => void>();

  const finished = () => {
    inFlight -= 1;
    if (inFlight === 0) for (const wake of waiters) wake();
  };

  return {
    wrap(listener) {
      return (req, res) => {
        inFlight += 1;
        // 'close' comes once whether the response ended or the client went away.
        res.once('close', finished);
        if (closing) res.setHeader('Connection', 'close');
        listener(req, res);
      };
    },
    get inFlight() {
      return inFlight;
    },
    closeConnectionsAfterResponse() {
      closing = true;
    },
    whenIdle(ms) {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((done) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          done(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          done(false);
        }, ms);
        waiters.add(wake);
      });
    },
  };
}
