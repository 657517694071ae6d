import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

const BODY = 'CONNECT is not allowed: this site is not a proxy.\n';

/**
 * The server's 'connect' listener. Node hands CONNECT to this event, never to the request
 * listener, and without a listener it drops the connection with no answer at all; the site is no
 * tunnel, so it answers 405 like any other method it does not take, and closes.
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  socket.on('error', () => socket.destroy());
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(BODY)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${BODY}`,
  );
}
