import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Milliseconds, from every response's own time (autocannon's histogram rounds to whole ms). */
  p50: number;
  p99: number;
  /** Answers by HTTP status, and connection errors and timeouts. */
  statuses: Map<number, number>;
  errors: number;
}

export interface LoadOptions {
  url: string;
  paths: readonly string[];
  connections: number;
  seconds: number;
  /** Sent with every request (Accept-Encoding, as a browser sends it). */
  headers?: Record<string, string>;
}

const percentile = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Loads 127.0.0.1 with GETs of `paths`, round robin, from `connections` keep-alive connections
 * for `seconds`, and measures what came back. Only loopback: the benchmark never leaves the machine.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { hostname } = new URL(options.url);
  if (hostname !== '127.0.0.1') throw new Error(`the benchmark loads 127.0.0.1 only, not ${hostname}`);
  // Bounded: more responses than this in one phase would mean a broken clock, not a fast server.
  const latencies = new Float64Array(2_000_000);
  let count = 0;
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    // Every path built once up front; each connection walks the list.
    requests: options.paths.map((path) => ({ method: 'GET', path, ...(options.headers ? { headers: options.headers } : {}) })),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, milliseconds: number) => {
    if (count < latencies.length) latencies[count++] = milliseconds;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  const sorted = latencies.subarray(0, count).sort();
  const requests = result.requests.total;
  return {
    requests,
    seconds: result.duration,
    perSecond: requests / result.duration,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    statuses,
    errors: result.errors + result.timeouts,
  };
}
