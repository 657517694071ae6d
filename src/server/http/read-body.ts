import type { IncomingMessage } from 'node:http';

export type ReadBodyResult = { kind: 'body'; body: Buffer } | { kind: 'tooLarge' } | { kind: 'aborted' };

/**
 * Reads a request body into memory, but never more than `limit` bytes: a Content-Length over the
 * limit is refused before a byte is read, and a chunked body is counted as it streams and cut off
 * at the chunk that crosses the limit, so a 700 MB form costs 64 KB, not 700 MB. The stream is left
 * paused where reading stopped; the caller answers and drains it (drainThenClose).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<ReadBodyResult> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve({ kind: 'tooLarge' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: ReadBodyResult) => {
      if (done) return;
      done = true;
      req.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish({ kind: 'tooLarge' });
      } else chunks.push(chunk);
    };
    const onEnd = () => finish({ kind: 'body', body: Buffer.concat(chunks, size) });
    const onGone = () => finish({ kind: 'aborted' });
    const onClose = () => {
      if (!req.complete) onGone();
    };
    req.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onClose);
  });
}
