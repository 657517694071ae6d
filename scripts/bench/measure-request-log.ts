import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DestinationStream } from 'pino';
import { createLogger } from '#server/observability/create-logger.ts';
import type { Metrics } from '#server/observability/create-metrics.ts';
import { observeRequests } from '#server/observability/observe-requests.ts';
import type { PageRoute } from '#server/observability/read-page-routes.ts';

/** What a request's log line and metrics cost in this process, per request. */
export interface RequestLogCost {
  /** CPU (user + system) of the wrapped listener a request, minus the bare listener's, in µs. */
  microsPerRequest: number;
  requests: number;
}

/** The least of a response that observeRequests touches: headers, the close event, the status. */
class FakeResponse extends EventEmitter {
  statusCode = 200;
  headersSent = false;
  writableFinished = false;
  readonly headers = new Map<string, string>();
  setHeader(name: string, value: string) {
    this.headers.set(name, value);
    return this;
  }
  end() {
    this.headersSent = true;
    this.writableFinished = true;
    this.emit('close');
  }
}

const cpuMicros = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

/**
 * Runs `requests` fake requests through the listener that answers at once, bare and wrapped by
 * observeRequests (request id, context, one JSON line to `destination`, the counter and the
 * histogram), alternating blocks of both, and returns the difference of their CPU a request:
 * the cost of the request log and metrics, without HTTP, sockets or the framework in the figure.
 * The paths are those of a static page, so routePatternOf matches them against the page routes.
 */
export async function measureRequestLog(options: {
  destination: DestinationStream;
  metrics: Metrics;
  pageRoutes: readonly PageRoute[];
  paths: readonly string[];
  requests: number;
}): Promise<RequestLogCost> {
  const logger = createLogger({ level: 'info', destination: options.destination });
  const answer = (_req: IncomingMessage, res: ServerResponse) => (res as unknown as FakeResponse).end();
  // The wrapped listener sends the id back, as the site's handler does.
  const wrapped = observeRequests(
    { logger, metrics: options.metrics, pageRoutes: options.pageRoutes },
    (req, res, requestId) => {
      res.setHeader('X-Request-Id', requestId);
      answer(req, res);
    },
  );
  const block = 5_000;
  // A busy server answers a few requests an event-loop turn (32 connections, 2 cores): a write
  // begun in one turn has often finished by the next, so an unbuffered destination writes often.
  const perTurn = 8;
  const run = async (listener: typeof answer, count: number, offset: number) => {
    for (let i = 0; i < count; i++) {
      const req = {
        method: 'GET',
        url: options.paths[(offset + i) % options.paths.length],
        headers: {},
      } as unknown as IncomingMessage;
      listener(req, new FakeResponse() as unknown as ServerResponse);
      if (i % perTurn === perTurn - 1) await new Promise((resume) => setImmediate(resume));
    }
  };
  // Warm both paths (JIT, the metrics' label sets), then measure blocks in turn; the writes an
  // asynchronous destination makes on the thread pool count in the process's CPU too.
  await run(answer, block, 0);
  await run(wrapped, block, 0);
  let bare = 0;
  let logged = 0;
  for (let done = 0; done < options.requests; done += block) {
    let before = cpuMicros();
    await run(answer, block, done);
    bare += cpuMicros() - before;
    before = cpuMicros();
    await run(wrapped, block, done);
    logged += cpuMicros() - before;
  }
  logger.flush();
  const requests = Math.ceil(options.requests / block) * block;
  return { microsPerRequest: (logged - bare) / requests, requests };
}
