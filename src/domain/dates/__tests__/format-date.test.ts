import { describe, expect, it } from 'vitest';
import { formatDate, weekdayName } from '../format-date.ts';

describe('formatDate', () => {
  it('writes dates the way each culture does (spec section 9)', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'es')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'fr')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'pt')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'ru')).toBe('05.03.2026');
    expect(formatDate('2026-03-05', 'de')).toBe('05.03.2026');
    expect(formatDate('2026-03-05', 'tr')).toBe('05.03.2026');
    expect(formatDate('2026-03-05', 'zh')).toBe('2026/03/05');
  });

  it('does not shift the day with the time zone', () => {
    expect(formatDate('2026-12-31', 'en')).toBe('31/12/2026');
    expect(formatDate('2026-01-01', 'ru')).toBe('01.01.2026');
  });

  it('rejects text that is not a date', () => {
    expect(() => formatDate('5 March', 'en')).toThrow(RangeError);
  });
});

describe('weekdayName', () => {
  it('names 0 Sunday to 6 Saturday in the culture', () => {
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(6, 'de')).toBe('Samstag');
    expect(weekdayName(1, 'ru')).toBe('понедельник');
    expect(() => weekdayName(7, 'en')).toThrow(RangeError);
  });
});
