import { CULTURES } from '#domain/culture.ts';
import type { RawOptions } from './send-raw.ts';

/**
 * The kinds of bad input of issue 8 (point 4), each a family of raw requests: methods the site
 * does not take, absolute-form targets, the API in another letter case, bodies over the limit
 * (declared or streamed), bodies of the wrong type, multipart that does not parse, control
 * characters in fields, request targets and headers that are no address or no HTTP.
 */
export const MALFORMED_KINDS = [
  'method',
  'absolute-form',
  'case-variant',
  'declared-too-large',
  'streamed-too-large',
  'content-type',
  'malformed-multipart',
  'control-characters',
  'bad-target',
  'bad-header',
] as const;
export type MalformedKind = (typeof MALFORMED_KINDS)[number];

export interface MalformedRequest {
  kind: MalformedKind;
  /** The request line, for reports. */
  line: string;
  bytes: Buffer;
  options: RawOptions;
}

/** Where the requests go: the server's port and a booking form of the deposit route (hidden fields, token included). */
export interface MalformedTarget {
  port: number;
  form: Record<string, string>;
}

/** A small seeded generator (mulberry32), so a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const CONTACT = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  phonePrefix: '+34',
  phone: '612 345 678',
  PrivacyAgreed: 'true',
};
const CONTROLS = [
  '\0',
  '\u0001',
  '\u0007',
  '\b',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009f',
  '\n\0',
];
// Methods no address takes: PUT, PATCH and DELETE are the catalogue office's (its drafts), so they are not among them.
const METHODS = [
  'TRACE',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'PURGE',
  'REPORT',
  'MKACTIVITY',
  'LINK',
  'UNLINK',
  'SOURCE',
  'ACL',
  'BIND',
];
const TEXT_TYPES = [
  'application/json',
  'text/plain',
  'application/xml',
  'text/xml',
  'application/octet-stream',
  'text/html',
  'application/x-www-form-urlencodedx',
  'multipart/mixed; boundary=x',
  'image/png',
  ';',
  '',
  '*/*',
];

const deposit = (random: Random) => `/${pick(random, CULTURES)}/buy/deposit/1/`;
const paths = (random: Random) =>
  pick(random, [
    '/',
    '/en/',
    '/de/english/',
    '/robots.txt',
    '/en/404/',
    '/en/booking/abcdefghijklmnopqrstuvwx/',
    deposit(random),
    '/api/health',
    '/api/ready',
    '/api/rates',
    '/api/search/translates?culture=fr',
    '/api/search/findschools?culture=en&language=english',
    '/api/school/calculate?s.id=1&culture=en',
    '/api/services/subscribetonewsletter/?email=ana%40example.com&culture=en',
    '/nothing/here',
  ]);

function encodeForm(fields: Record<string, string>, multipart: boolean): { type: string; body: Buffer } {
  if (!multipart)
    return { type: 'application/x-www-form-urlencoded', body: Buffer.from(new URLSearchParams(fields).toString()) };
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
  };
}

function request(
  target: MalformedTarget,
  line: string,
  headers: Record<string, string | number>,
  body: Buffer | string = '',
): Buffer {
  const head = Object.entries({ Host: `127.0.0.1:${target.port}`, Connection: 'close', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return Buffer.concat([
    Buffer.from(`${line} HTTP/1.1\r\n${head}\r\n`, 'latin1'),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
  ]);
}

const made = (kind: MalformedKind, line: string, bytes: Buffer, options: RawOptions = {}): MalformedRequest => ({
  kind,
  line,
  bytes,
  options,
});

/** One bad request of the given kind, drawn with `random`. */
export function malformedRequest(kind: MalformedKind, random: Random, target: MalformedTarget): MalformedRequest {
  const origin = `http://127.0.0.1:${target.port}`;
  switch (kind) {
    case 'method': {
      const method = pick(random, METHODS);
      const line = `${method} ${paths(random)}`;
      return made(kind, line, request(target, line, { 'Content-Length': 0 }));
    }
    case 'absolute-form': {
      const method = pick(random, ['GET', 'HEAD', 'POST', 'GET']);
      const path = paths(random);
      const authority = pick(random, [
        `127.0.0.1:${target.port}`,
        'www.example.com',
        'EXAMPLE.com:8080',
        'localhost',
        '[::1]:80',
      ]);
      const line = `${method} ${pick(random, ['http', 'https', 'HTTP'])}://${authority}${path}`;
      return made(
        kind,
        line,
        request(target, line, { 'Content-Length': 0, ...(method === 'POST' ? { Origin: origin } : {}) }),
        { head: method === 'HEAD' },
      );
    }
    case 'case-variant': {
      const path = pick(random, [
        '/API/health',
        '/Api/search/translates?culture=en',
        '/aPi/rates',
        '/API',
        '/EN/',
        '/en/ENGLISH/',
        '/En/buy/deposit/1/',
        '/en/BOOKING/x/',
        '/ROBOTS.TXT',
      ]);
      const method = pick(random, ['GET', 'HEAD', 'POST']);
      const line = `${method} ${path}`;
      const body = method === 'POST' ? encodeForm({ ...target.form, ...CONTACT }, false) : undefined;
      return made(
        kind,
        line,
        request(
          target,
          line,
          body ? { 'Content-Type': body.type, 'Content-Length': body.body.length, Origin: origin } : {},
          body?.body,
        ),
        { head: method === 'HEAD' },
      );
    }
    case 'declared-too-large': {
      const size = between(random, 64 * 1024 + 1, 700 * 1024 * 1024);
      const path = pick(random, [
        deposit(random),
        '/api/services/subscribetonewsletter/?email=ana%40example.com&culture=en',
        '/en/',
      ]);
      const method = path === '/en/' ? 'GET' : 'POST';
      const line = `${method} ${path}`;
      // The head and a first piece of the body; the answer must not wait for the rest.
      return made(
        kind,
        line,
        request(
          target,
          line,
          { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': size, Origin: origin },
          'name='.padEnd(between(random, 5, 8192), 'a'),
        ),
      );
    }
    case 'streamed-too-large': {
      const path = pick(random, [
        deposit(random),
        '/api/services/subscribetonewsletter/?email=ana%40example.com&culture=en',
      ]);
      const line = `POST ${path}`;
      const type = pick(random, [
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json',
      ]);
      return made(
        kind,
        line,
        request(target, line, { 'Content-Type': type, 'Transfer-Encoding': 'chunked', Origin: origin }),
        { stream: { total: between(random, 64 * 1024 + 1, 256 * 1024), chunked: true } },
      );
    }
    case 'content-type': {
      const path = pick(random, [
        deposit(random),
        deposit(random),
        '/api/services/subscribetonewsletter/?email=ana%40example.com&culture=en',
      ]);
      const type = pick(random, TEXT_TYPES);
      const body = pick(random, [
        '{"name":"Ana"}',
        'name=Ana',
        '<booking><name>Ana</name></booking>',
        '\u0000\u0001\u0002',
        'x'.repeat(between(random, 1, 4000)),
      ]);
      const line = `POST ${path}`;
      return made(
        kind,
        line,
        request(
          target,
          line,
          { ...(type ? { 'Content-Type': type } : {}), 'Content-Length': Buffer.byteLength(body), Origin: origin },
          body,
        ),
      );
    }
    case 'malformed-multipart': {
      const boundary = pick(random, ['x', 'zz', '', '"unterminated', 'a'.repeat(80)]);
      const fields = encodeForm({ ...target.form, ...CONTACT }, true).body.toString();
      const body = pick(random, [
        fields.slice(0, between(random, 0, fields.length - 1)),
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna`,
        `--${boundary}\r\n\r\n\r\n--${boundary}--`,
        `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--\r\n`,
        'not multipart at all',
        Buffer.from(Array.from({ length: between(random, 1, 2000) }, () => between(random, 0, 255))).toString('latin1'),
      ]);
      const line = `POST ${deposit(random)}`;
      const type = pick(random, [
        `multipart/form-data; boundary=${boundary}`,
        'multipart/form-data',
        'multipart/form-data; boundary=',
      ]);
      return made(
        kind,
        line,
        request(
          target,
          line,
          { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body, 'latin1'), Origin: origin },
          Buffer.from(body, 'latin1'),
        ),
      );
    }
    case 'control-characters': {
      const control = pick(random, CONTROLS);
      const where = between(random, 0, 5);
      if (where <= 2) {
        // The booking form, as a browser would post it, with a control character in a text field.
        const field = pick(random, ['name', 'email', 'phone'] as const);
        const fields = {
          ...target.form,
          ...CONTACT,
          [field]: `${CONTACT[field].slice(0, 3)}${control}${CONTACT[field].slice(3)}`,
        };
        const body = encodeForm(fields, random() < 0.5);
        const line = `POST ${deposit(random)}`;
        return made(
          kind,
          line,
          request(
            target,
            line,
            { 'Content-Type': body.type, 'Content-Length': body.body.length, Origin: origin },
            body.body,
          ),
        );
      }
      const encoded = encodeURIComponent(control);
      const line = pick(random, [
        `POST /api/services/subscribetonewsletter/?email=ana${encoded}%40example.com&culture=en`,
        `GET /api/search/findschools?culture=en&language=english&name=a${encoded}`,
        `GET /api/search/header?culture=en&language=english&name=a${encoded}`,
        `GET /api/school/data?culture=en&name=a${encoded}`,
        `GET /en/buy/deposit/1/?c.s=2027-06-28${encoded}&c.w=112`,
        `GET /en/booking/a${encoded}b/`,
        `GET /en/${encoded}/`,
      ]);
      return made(kind, line, request(target, line, { 'Content-Length': 0 }));
    }
    case 'bad-target': {
      const target_ = pick(random, [
        '*',
        'example.com:443',
        'ftp://example.com/api/health',
        'http:///api/health',
        '/%',
        '/%ZZ/',
        '/en/%C0%AF/',
        '/en/%ED%A0%80/',
        '/en/booking/%ZZ/',
        '//en/',
        '/..',
        '/en/../../etc/passwd',
        '/en/%2e%2e/%2e%2e/',
        `/en/${'a'.repeat(between(random, 1000, 6000))}/`,
        `/api/${'b/'.repeat(between(random, 100, 1000))}`,
        `/?${'&'.repeat(between(random, 1, 3000))}`,
        '/api/health?%ZZ=%',
        '/en/buy/deposit/99999999999999999999/',
        '/en/buy/deposit/-1/',
        '/en/buy/deposit/%00/',
      ]);
      const method = pick(random, ['GET', 'POST', 'HEAD']);
      const line = `${method} ${target_}`;
      return made(
        kind,
        line,
        request(target, line, {
          'Content-Length': 0,
          ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin } : {}),
        }),
        { head: method === 'HEAD' },
      );
    }
    case 'bad-header': {
      const path = paths(random);
      const variant = between(random, 0, 9);
      // The label shows the request's first two lines, where these differ.
      const raw = (text: string) =>
        made(kind, JSON.stringify(text.split('\r\n').slice(0, 3).join(' | ')), Buffer.from(text, 'latin1'));
      switch (variant) {
        case 0:
          return raw(`GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`);
        case 1:
          return raw(`GET ${path} HTTP/1.0\r\n\r\n`);
        case 2:
          return raw(
            `GET ${path} HTTP/1.1\r\nHost: ${pick(random, ['a b', '[::1', 'exa\u0001mple', ':::', 'x'.repeat(3000), '', '@', 'a/b'])}\r\nConnection: close\r\n\r\n`,
          );
        case 3:
          return raw(
            `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\nConnection: close\r\n\r\nhello`,
          );
        case 4:
          return raw(
            `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: ${pick(random, ['-1', 'abc', '1e3', '0x10', ' '])}\r\nConnection: close\r\n\r\n`,
          );
        case 5:
          return raw(
            `POST ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\nConnection: close\r\n\r\n0\r\n\r\n`,
          );
        case 6:
          return raw(
            `POST ${path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: ${pick(random, ['gzip', 'chunked, gzip', 'identity', 'xchunked'])}\r\nConnection: close\r\n\r\n`,
          );
        case 7:
          return raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\nConnection: close\r\n\r\n`);
        case 8:
          return raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nno colon here\r\nConnection: close\r\n\r\n`);
        default:
          return raw(`GET ${path} HTTP/${pick(random, ['2.0', '1.2', '0.9', 'x'])}\r\nHost: x\r\n\r\n`);
      }
    }
  }
}
