import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ChatListener } from '../chat-hub.ts';

/** How often an idle stream says it is alive, so that proxies and browsers keep it open. */
const KEEP_ALIVE_MS = 20_000;

/**
 * A live chat connection as server-sent events: `join` registers the listener (and returns how to
 * leave), then the first event (`ready`) tells the client it is listening, so nothing sent after
 * it is missed. The stream ends when the client goes or the server stops (the listener's end()).
 */
export function streamChatEvents(
  c: Context,
  join: (listener: ChatListener) => Promise<() => Promise<void>>,
  ready: () => Promise<{ event: string; data: string }>,
): Response {
  // nginx would otherwise hold the events back to fill its buffer.
  c.header('X-Accel-Buffering', 'no');
  c.header('Cache-Control', 'no-store');
  return streamSSE(c, async (stream) => {
    let finish = () => {};
    const finished = new Promise<void>((done) => (finish = done));
    stream.onAbort(() => finish());
    const leave = await join({
      send: (event) => {
        if (!stream.closed)
          void stream.writeSSE({ event: event.type, data: JSON.stringify(event) }).catch(() => finish());
      },
      end: () => finish(),
    });
    const alive = setInterval(() => {
      if (!stream.closed) void stream.write(': alive\n\n').catch(() => finish());
    }, KEEP_ALIVE_MS);
    try {
      await stream.writeSSE(await ready());
      await finished;
    } finally {
      clearInterval(alive);
      await leave();
    }
  });
}
