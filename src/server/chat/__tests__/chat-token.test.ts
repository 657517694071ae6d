import { describe, expect, it } from 'vitest';
import { chatTokens } from '../chat-token.ts';

describe('chat tokens', () => {
  const tokens = chatTokens('a secret of at least thirty-two characters');

  it('opens the conversation it was signed for, with a 256-bit signature', () => {
    const token = tokens.sign(42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.read(token)).toBe(42);
  });

  it('opens nothing for another id, a changed signature, another secret or anything else', () => {
    const token = tokens.sign(42);
    const [, mac] = token.split('.');
    expect(tokens.read(`43.${mac}`)).toBeNull();
    expect(tokens.read(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(chatTokens('another secret of at least thirty-two characters').read(token)).toBeNull();
    for (const junk of ['', '42', '42.', `042.${mac}`, `42.${mac}=`, `-1.${mac}`, `42.${mac}.x`])
      expect(tokens.read(junk), junk).toBeNull();
  });
});
