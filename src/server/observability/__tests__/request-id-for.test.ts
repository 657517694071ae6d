import { describe, expect, it } from 'vitest';
import { requestIdFor } from '../request-id-for.ts';
import { maskAddresses } from '../mask-addresses.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id', () => {
  it('keeps a sane incoming one (a UUID, nginx $request_id, a trace id)', () => {
    for (const id of ['3f2b8c1e-5d4a-4b7e-9c1f-0a2b3c4d5e6f', '0123456789abcdef0123456789abcdef', 'lb-1:2.3_x'])
      expect(requestIdFor(id)).toBe(id);
    expect(requestIdFor(['first-one-1', 'second-one-2'])).toBe('first-one-1');
  });

  it('makes a new one for none, a short, long or unsafe one', () => {
    for (const id of [undefined, '', 'short', 'x'.repeat(129), 'has space-12', 'quote"12345', 'line\nbreak1'])
      expect(requestIdFor(id)).toMatch(UUID);
  });
});

describe('addresses in log text', () => {
  it('are masked wherever they are quoted', () => {
    expect(maskAddresses('550 5.1.1 <ana.lima@example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <a***@example.com>: Recipient address rejected',
    );
    expect(maskAddresses('to bob@example.org, ana@example.com')).toBe('to b***@example.org, a***@example.com');
    expect(maskAddresses('connect ECONNREFUSED 127.0.0.1:25')).toBe('connect ECONNREFUSED 127.0.0.1:25');
  });
});
