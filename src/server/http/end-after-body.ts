import type { IncomingMessage, ServerResponse } from 'node:http';

// A second is time enough for a client busy sending to read the answer; the byte cap bounds what
// a client on a fast link can make the server read and drop in that second (a 700 MB upload costs
// at most 64 MB of reading, not the whole body). nginx's lingering close is the same idea.
const DRAIN_BYTES = 64 * 1024 * 1024;
const DRAIN_MS = 1000;

/**
 * Sends an answer given before the request's body was read (413, 415, 405...) and ends the
 * exchange only once the rest of the body is in, read and dropped, or when the budget above runs
 * out, and then closes the connection. The answer's bytes go out at once; the end waits because
 * Node closes the socket as soon as a response ends on a connection that will not be reused, and
 * closing with request bytes still unread makes the kernel reset the connection: the client,
 * still sending, can lose the answer before it reads it. A small body drains completely and the
 * connection stays usable.
 */
export function endAfterBody(req: IncomingMessage, res: ServerResponse, body: string): void {
  if (req.complete || req.destroyed) {
    res.end(body);
    return;
  }
  res.write(body);
  let dropped = 0;
  const finish = (complete: boolean) => {
    clearTimeout(timer);
    req.off('data', onData).off('end', onEnd).off('error', onGone);
    // The rest of an unfinished body would be read as the next request's bytes: close instead.
    if (!complete) res.once('finish', () => req.socket.destroy());
    res.end();
  };
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_BYTES) finish(false);
  };
  const onEnd = () => finish(true);
  const onGone = () => finish(false);
  const timer = setTimeout(() => finish(false), DRAIN_MS);
  timer.unref();
  req.on('data', onData).once('end', onEnd).once('error', onGone);
  req.resume();
}
