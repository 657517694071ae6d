/** A received mail, decoded enough for tests to read it. */
export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  subject: string;
  replyTo: string;
  text: string;
  html: string;
  /** The Message-ID header, angle brackets included. */
  messageId: string;
  /** Every header of the message, unfolded, by lower-case name (the last one of a name). */
  headers: Record<string, string>;
  raw: string;
}

// RFC 2047 encoded words, as nodemailer writes non-ASCII subjects: =?UTF-8?Q?...?= or =?UTF-8?B?...?=
function decodeWords(value: string): string {
  return value.replace(/\s*=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _charset: string, kind: string, text: string) => {
    if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text
      .replace(/_/g, ' ')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Reads a raw RFC 5322 message as nodemailer writes it (one multipart/alternative, text and HTML). */
export function readMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const chunks = boundary
    ? body.split(`--${boundary}`).slice(1, -1)
    : [`${[...headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${body}`];
  for (const chunk of chunks) {
    const at = chunk.search(/\r?\n\r?\n/);
    const partHeaders = headersOf(chunk.slice(0, at).replace(/^\r?\n/, ''));
    const type = (partHeaders.get('content-type') ?? 'text/plain').split(';')[0]!.trim();
    parts[type] = decodeBody(
      chunk
        .slice(at)
        .replace(/^\r?\n\r?\n/, '')
        .trimEnd(),
      (partHeaders.get('content-transfer-encoding') ?? '').toLowerCase(),
    );
  }
  return {
    to,
    subject: decodeWords(headers.get('subject') ?? ''),
    replyTo: decodeWords(headers.get('reply-to') ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
    messageId: headers.get('message-id') ?? '',
    headers: Object.fromEntries(headers),
    raw,
  };
}
