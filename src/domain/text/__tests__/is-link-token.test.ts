import { describe, expect, it } from 'vitest';
import { isLinkToken } from '../links.ts';

describe('isLinkToken', () => {
  it('takes 43 base64url characters and nothing else', () => {
    expect(isLinkToken('Ab9_-'.repeat(8) + 'xyz')).toBe(true);
    for (const text of [
      '',
      'A'.repeat(42),
      'A'.repeat(44),
      `${'A'.repeat(42)}=`,
      `${'A'.repeat(42)}/`,
      '../../etc/passwd',
    ])
      expect(isLinkToken(text), text).toBe(false);
  });
});
