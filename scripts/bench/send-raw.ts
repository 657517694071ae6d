import { connect } from 'node:net';

/** What came back on a raw connection. */
export interface RawAnswer {
  /** The status of the answer, 0 when the connection ended without one. */
  status: number;
  /** The answer's head, lower-cased header names kept as sent. */
  head: string;
  /**
   * As much of the answer's body as arrived (all of it, unless the connection was cut), with a
   * chunked encoding undone: how a streamed page was cut into chunks is not part of what it says.
   */
  body: string;
  /** Bytes of a streamed body written before the server stopped taking them. */
  bodyBytesSent: number;
}

export interface RawOptions {
  /**
   * A body streamed after the request text, without waiting for the answer: `total` bytes of
   * filler, written as fast as the socket takes them, as chunked encoding when `chunked`.
   */
  stream?: {
    total: number;
    chunked?: boolean;
    /** A pause after each 64 KB piece, as a slower link would make. */
    pauseMs?: number;
  };
  /** Read nothing for this long, as a client still busy sending would. */
  readAfterMs?: number;
  /** Keep streaming after the answer came, as a client that does not read it would, until the server closes. */
  untilClosed?: boolean;
  /** The answer to a HEAD request has a head only. */
  head?: boolean;
  timeoutMs?: number;
}

const FILLER = Buffer.alloc(64 * 1024, 'a');

/** The length of a complete answer in `received`, or -1 while it is still arriving. */
function answerLength(received: Buffer, headOnly: boolean): number {
  const end = received.indexOf('\r\n\r\n');
  if (end < 0) return -1;
  const head = received.subarray(0, end).toString('latin1');
  const status = Number(head.slice(9, 12));
  const start = end + 4;
  if (headOnly || status === 204 || status === 304 || (status >= 100 && status < 200)) return start;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) return received.length >= start + Number(length[1]) ? start + Number(length[1]) : -1;
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const last = received.indexOf('\r\n0\r\n\r\n', start - 2);
    return last < 0 ? -1 : last + 7;
  }
  return -1; // to the end of the connection
}

/** The data of a chunked body: each chunk's bytes without its size line, up to the last chunk that arrived whole. */
function dechunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isInteger(size) || size === 0 || lineEnd + 2 + size > body.length) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * Sends bytes as they are on a new TCP connection and reads the first answer: what fetch cannot
 * send (absolute-form targets, TRACE and CONNECT, bad encodings, a body that never ends) and what
 * it would hide (a connection closed with no answer at all).
 */
export function sendRaw(port: number, request: string | Buffer, options: RawOptions = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let bodyBytesSent = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const end = received.indexOf('\r\n\r\n');
      const head = end < 0 ? received.toString('latin1') : received.subarray(0, end).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolve({
        status: status ? Number(status[1]) : 0,
        head,
        body:
          end < 0
            ? ''
            : (/\r\ntransfer-encoding:\s*chunked/i.test(head)
                ? dechunked(received.subarray(end + 4))
                : received.subarray(end + 4)
              ).toString('utf8'),
        bodyBytesSent,
      });
    };
    const timer = setTimeout(finish, options.timeoutMs ?? 10_000);
    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      if (!options.untilClosed && answerLength(received, options.head === true) >= 0) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    if (options.readAfterMs) {
      socket.pause();
      setTimeout(() => socket.resume(), options.readAfterMs).unref();
    }
    socket.write(request);
    const stream = options.stream;
    if (!stream) return;
    const pump = () => {
      while (!settled && !socket.destroyed && bodyBytesSent < stream.total) {
        const size = Math.min(FILLER.length, stream.total - bodyBytesSent);
        const piece = FILLER.subarray(0, size);
        bodyBytesSent += size;
        const more = stream.chunked
          ? socket.write(Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), piece, Buffer.from('\r\n')]))
          : socket.write(piece);
        if (!more) {
          socket.once('drain', pump);
          return;
        }
        if (stream.pauseMs) {
          setTimeout(pump, stream.pauseMs).unref();
          return;
        }
      }
      if (stream.chunked && bodyBytesSent >= stream.total && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    pump();
  });
}
