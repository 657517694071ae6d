import { readFileSync } from 'node:fs';

/** What a benchmark's server wrote to its request log: the proof that the log was on, in production format. */
export interface RequestLogLines {
  /** JSON lines with msg 'request'. */
  requests: number;
  /** Every line, each one JSON object. */
  lines: number;
  bytes: number;
}

/**
 * Reads the server's log file after a run: every line must be one JSON object (pino's format,
 * as production writes it), and the request lines are counted. Throws when a line is not JSON or
 * no request was logged: then the figures were not taken with the request log on.
 */
export function readRequestLog(file: string): RequestLogLines {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').filter(Boolean);
  let requests = 0;
  for (const [index, line] of lines.entries()) {
    let parsed: { msg?: unknown };
    try {
      parsed = JSON.parse(line) as { msg?: unknown };
    } catch {
      throw new Error(`${file}, line ${index + 1}: not a JSON line: ${line.slice(0, 80)}`);
    }
    if (parsed.msg === 'request') requests += 1;
  }
  if (requests === 0) throw new Error(`${file}: no request was logged, so the request log was off`);
  return { requests, lines: lines.length, bytes: Buffer.byteLength(text) };
}
