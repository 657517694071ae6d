import { describe, expect, it } from 'vitest';
import { mailboxKey } from '../mailbox-key.ts';

describe('mailboxKey', () => {
  it('counts an address once whatever its case and spaces', () => {
    expect(mailboxKey(' Ana.Lima@Example.COM ')).toBe('ana.lima@example.com');
  });

  it('drops a +tag, which every common provider delivers to the same mailbox', () => {
    expect(mailboxKey('ana+prices@example.com')).toBe('ana@example.com');
    expect(mailboxKey('ana+a+b@example.com')).toBe('ana@example.com');
  });

  it('drops the dots Gmail ignores, and takes googlemail.com as gmail.com', () => {
    expect(mailboxKey('A.n.A.Lima+x@gmail.com')).toBe('analima@gmail.com');
    expect(mailboxKey('ana.lima@googlemail.com')).toBe('analima@gmail.com');
    expect(mailboxKey('ANALIMA@GMAIL.COM')).toBe('analima@gmail.com');
  });

  it('keeps the dots of providers that read them', () => {
    expect(mailboxKey('ana.lima@example.com')).not.toBe(mailboxKey('analima@example.com'));
  });

  it('leaves a text without an @ as it is, lower case', () => {
    expect(mailboxKey('Not An Address')).toBe('not an address');
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
  });
});
