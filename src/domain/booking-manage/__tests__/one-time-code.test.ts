import { describe, expect, it } from 'vitest';
import { CODE_MAX_TRIES, checkCode, codeExpiry, codeFromNumber, readCode } from '../one-time-code.ts';

const issued = new Date('2026-11-24T10:00:00Z');
const fresh = { expiresAt: codeExpiry(issued), tries: 0, usedAt: null };

describe('the one-time code', () => {
  it('has six digits, leading zeros kept', () => {
    expect(codeFromNumber(0)).toBe('000000');
    expect(codeFromNumber(42)).toBe('000042');
    expect(codeFromNumber(999_999)).toBe('999999');
    expect(() => codeFromNumber(1_000_000)).toThrow(RangeError);
    expect(() => codeFromNumber(-1)).toThrow(RangeError);
    expect(() => codeFromNumber(1.5)).toThrow(RangeError);
  });

  it('is read as typed with spaces or a dash, and nothing else', () => {
    expect(readCode('123456')).toBe('123456');
    expect(readCode(' 123 456 ')).toBe('123456');
    expect(readCode('123-456')).toBe('123456');
    expect(readCode('12345')).toBeNull();
    expect(readCode('1234567')).toBeNull();
    expect(readCode('12345a')).toBeNull();
    expect(readCode('١٢٣٤٥٦')).toBeNull();
    expect(readCode(123456)).toBeNull();
  });

  it('works for fifteen minutes', () => {
    expect(codeExpiry(issued).toISOString()).toBe('2026-11-24T10:15:00.000Z');
    expect(checkCode(fresh, true, new Date('2026-11-24T10:14:59.999Z'))).toEqual({ kind: 'ok' });
    expect(checkCode(fresh, true, new Date('2026-11-24T10:15:00.000Z'))).toEqual({ kind: 'expired' });
  });

  it('survives four wrong tries and is spent by the fifth, even for the right code', () => {
    const at = new Date('2026-11-24T10:01:00Z');
    expect(checkCode(fresh, false, at)).toEqual({ kind: 'wrong', triesLeft: 4 });
    expect(checkCode({ ...fresh, tries: CODE_MAX_TRIES - 1 }, false, at)).toEqual({ kind: 'wrong', triesLeft: 0 });
    expect(checkCode({ ...fresh, tries: CODE_MAX_TRIES - 1 }, true, at)).toEqual({ kind: 'ok' });
    expect(checkCode({ ...fresh, tries: CODE_MAX_TRIES }, true, at)).toEqual({ kind: 'exhausted' });
  });

  it('works once, and not at all when none was asked for', () => {
    const at = new Date('2026-11-24T10:01:00Z');
    expect(checkCode({ ...fresh, usedAt: at }, true, at)).toEqual({ kind: 'used' });
    expect(checkCode(null, true, at)).toEqual({ kind: 'none' });
  });
});
