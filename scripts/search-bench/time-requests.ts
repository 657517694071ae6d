type Api = { request(path: string): Response | Promise<Response> };

export interface Timing {
  requests: number;
  p50: number;
  p95: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/**
 * Times each query through the app in this process, from the request to the answer's last byte
 * (routing, validation, search, cards, JSON): the server's own cost, without a network in between.
 * A warm-up round runs first; any answer other than 200 stops the benchmark.
 */
export async function timeRequests(api: Api, queries: readonly string[], warmup: number): Promise<Timing> {
  for (const path of queries.slice(0, warmup)) await (await api.request(path)).text();
  const times: number[] = [];
  for (const path of queries) {
    const started = performance.now();
    const response = await api.request(path);
    await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return { requests: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}
