import { describe, expect, it } from 'vitest';
import { counterKeys } from '../counter-keys.ts';

describe('counterKeys', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(counterKeys({ ip: '203.0.113.7' })).toEqual({ ip: '203.0.113.7' });
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:aaaa::',
      '2001:db8:1:2::1%eth0',
    ])
      expect(counterKeys({ ip }).ip).toBe(network);
    expect(counterKeys({ ip: '::1' }).ip).toBe('0:0:0:0::/64');
    expect(counterKeys({ ip: '2001:db8::' }).ip).toBe('2001:db8:0:0::/64');
    expect(counterKeys({ ip: '2001:db8:1:3::1' }).ip).not.toBe(network);
  });

  it('stores an e-mail address only as a hash, the same whatever its case and spaces', () => {
    const { email } = counterKeys({ email: ' Ana.Lima@Example.com ' });
    expect(email).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(counterKeys({ email: 'ana.lima@example.com' }).email).toBe(email);
    expect(counterKeys({ email: 'ana.lima2@example.com' }).email).not.toBe(email);
  });

  it('leaves out what is missing or blank', () => {
    expect(counterKeys({})).toEqual({});
    expect(counterKeys({ ip: ' ', email: '' })).toEqual({});
  });
});
