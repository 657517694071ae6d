import { describe, expect, it } from 'vitest';
import { formatMonthYear } from '../../dates/format-date.ts';
import { languageName } from '../language-name.ts';

describe('the words of a verified review', () => {
  it('name the language a review is written in, in the page culture', () => {
    expect(languageName('ru', 'en')).toBe('Russian');
    expect(languageName('ru', 'de')).toBe('Russisch');
    expect(languageName('es', 'fr')).toBe('espagnol');
    expect(languageName('de', 'zh')).toBe('德语');
  });

  it('give the month and year a stay started', () => {
    expect(formatMonthYear('2027-03-01', 'en')).toBe('March 2027');
    expect(formatMonthYear('2027-03-01', 'de')).toBe('März 2027');
    expect(formatMonthYear('2027-12-31', 'zh')).toBe('2027年12月');
  });
});
