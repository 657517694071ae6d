import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

// Node's own choice of status for the parser's errors it names.
const STATUS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * The server's 'clientError' listener: Node's default, except that an answer already on its way
 * is let out before the connection closes. Node's parser can fail after it handed the request on
 * (a Transfer-Encoding that does not end with chunked fails just after the headers, RFC 9112
 * section 6.3), and the default then destroys the socket at once, with the answer the listener
 * began still unsent: the client got nothing at all. A failure with no answer begun gets Node's
 * bare status line (400, 408, 413 or 431) as before, now flushed before the socket closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (inFlight?.headersSent) {
    if (inFlight.writableFinished) socket.destroy();
    else {
      // The listener ends its answers within a second or so (endAfterBody); this is the backstop.
      const timer = setTimeout(() => socket.destroy(), 5000);
      timer.unref();
      inFlight.once('close', () => {
        clearTimeout(timer);
        socket.destroy();
      });
    }
    return;
  }
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(`HTTP/1.1 ${STATUS[error.code ?? ''] ?? '400 Bad Request'}\r\nConnection: close\r\n\r\n`, () =>
    socket.destroy(),
  );
}
