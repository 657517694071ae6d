import { describe, expect, it } from 'vitest';
import { isLinkToken } from '#domain/text/links.ts';
import { newLinkToken } from '../new-link-token.ts';

describe('newLinkToken', () => {
  it('makes 256-bit secrets in the shape the links check, never the same twice', () => {
    const tokens = Array.from({ length: 1000 }, newLinkToken);
    expect(tokens.every(isLinkToken)).toBe(true);
    expect(new Set(tokens).size).toBe(1000);
    expect(Buffer.from(tokens[0]!, 'base64url')).toHaveLength(32);
  });
});
