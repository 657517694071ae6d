import type { IncomingMessage } from 'node:http';

// scheme://authority, then the path and query exactly as sent.
const ABSOLUTE_FORM = /^(https?):\/\/([^/?#]*)(.*)$/is;

/**
 * Turns an absolute-form request target (`GET http://host/api/health HTTP/1.1`, which proxies
 * send and which HTTP/1.1 servers must accept) into the origin-form every router here reads, so
 * it is routed exactly like `GET /api/health`: the path and query are kept byte for byte, and the
 * target's authority replaces the Host header, as RFC 9112 section 3.2.2 says. Returns false for
 * a target of neither form (authority-form, `*`, a bare word, another scheme): the caller answers 400.
 */
export function normaliseRequestTarget(req: IncomingMessage): boolean {
  const target = req.url ?? '';
  if (target.startsWith('/')) return true;
  const match = ABSOLUTE_FORM.exec(target);
  if (!match) return false;
  const [, scheme, authority, rest] = match as unknown as [string, string, string, string];
  if (authority === '' || !URL.canParse(`${scheme}://${authority}/`)) return false;
  req.url = rest.startsWith('/') ? rest : `/${rest}`;
  req.headers.host = authority;
  return true;
}
