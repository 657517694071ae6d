import { describe, expect, it } from 'vitest';
import { shortName } from '../short-name.ts';

describe('shortName', () => {
  it('keeps a name of 40 characters or fewer, its spaces collapsed', () => {
    expect(shortName('  Ana   Lima ')).toBe('Ana Lima');
    expect(shortName('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('cuts a longer one at a word, with an ellipsis, never beyond 41 characters', () => {
    expect(shortName(`Ana ${'Maria '.repeat(40)}Lima`)).toBe('Ana Maria Maria Maria Maria Maria Maria…');
    expect(shortName('y'.repeat(200))).toBe(`${'y'.repeat(40)}…`);
    expect([...shortName('王'.repeat(100))]).toHaveLength(41);
  });
});
