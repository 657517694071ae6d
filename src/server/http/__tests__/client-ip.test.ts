import { describe, expect, it } from 'vitest';
import { clientIp } from '../client-ip.ts';

describe('clientIp', () => {
  it('takes the connection address and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientIp('203.0.113.9', '198.51.100.7', 0)).toBe('198.51.100.7');
    expect(clientIp(undefined, '::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientIp(undefined, '::1', 0)).toBe('::1');
  });

  it('takes the entry our proxies wrote, not what the client put in front of it', () => {
    expect(clientIp('1.2.3.4, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(clientIp('1.2.3.4, 203.0.113.9, 10.0.0.5', '10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('answers unknown rather than storing something that is not an address', () => {
    expect(clientIp('<script>', '10.0.0.2', 1)).toBe('unknown');
    expect(clientIp(undefined, undefined, 0)).toBe('unknown');
  });
});
