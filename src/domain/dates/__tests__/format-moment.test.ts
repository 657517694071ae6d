import { describe, expect, it } from 'vitest';
import { formatMoment } from '../format-moment.ts';

describe('formatMoment', () => {
  it('writes an instant as the culture does, in UTC and saying so', () => {
    expect(formatMoment('2026-11-22T10:00:00.000Z', 'en')).toBe('22 November 2026 at 10:00 UTC');
    expect(formatMoment('2026-11-22T23:30:00Z', 'de')).toBe('22. November 2026 um 23:30 UTC');
    expect(formatMoment('2026-11-22T10:00:00Z', 'zh')).toBe('2026年11月22日 10:00 UTC');
  });

  it('refuses what is not an instant', () => {
    expect(() => formatMoment('yesterday', 'en')).toThrow(RangeError);
  });
});
