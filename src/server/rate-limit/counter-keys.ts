import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { mailboxKey } from '#domain/mail/mailbox-key.ts';
import type { RateLimitKeys } from './rate-limits.ts';

/** The first four groups of an IPv6 address, written out in full. */
function ipv6Network(address: string): string {
  const [head = '', tail] = address.split('%', 1)[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The keys a request's counters are stored under. An IPv6 client counts by its /64 network, since
 * one subscriber is usually given a whole /64 and could otherwise take a new address per request.
 * An e-mail address counts by the mailbox it reaches (mailboxKey: no case, +tag or Gmail dots),
 * so one inbox is one recipient however its address is spelt, and is stored only as a hash:
 * a counter store is no place for personal data.
 */
export function counterKeys(keys: RateLimitKeys): { ip?: string; email?: string; subject?: string } {
  const ip = keys.ip?.trim();
  const email = keys.email === undefined ? undefined : mailboxKey(keys.email);
  return {
    ...(ip ? { ip: isIP(ip.split('%', 1)[0]!) === 6 ? ipv6Network(ip) : ip } : {}),
    ...(email ? { email: createHash('sha256').update(email).digest('base64url').slice(0, 22) } : {}),
    ...(keys.subject ? { subject: keys.subject } : {}),
  };
}
