import { describe, expect, it } from 'vitest';
import type { Cell } from '#domain/shortlist/comparison-rows.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { cellText } from '../CompareCell.tsx';

const MIX: Cell = {
  kind: 'classMix',
  month: '2026-07',
  source: 'schoolFigures',
  under18: 9,
  firstLanguages: [
    { language: 'it', share: 24 },
    { language: 'fr', share: 14 },
  ],
};

describe('cellText of a class mix', () => {
  it('words the share under 18, the largest groups, the source and the month counted, as the school page does', () => {
    expect(cellText(MIX, translateWithDictionary('en', getDictionary('en')), 'en')).toBe(
      'Under 18: 9% · Italian 24%, French 14% · Source: the school’s own figures, July 2026',
    );
    // Russian writes a no-break space before the percent sign.
    const ru = cellText({ ...MIX, source: 'ourBookings' }, translateWithDictionary('ru', getDictionary('ru')), 'ru');
    expect(ru.replaceAll('\u00a0', ' ')).toBe(
      'Младше 18 лет: 9 % · итальянский 24 %, французский 14 % · Источник: бронирования через нас, июль 2026 г.',
    );
  });

  it('is "—" where the month has no shown mix', () => {
    expect(cellText(null, translateWithDictionary('en', getDictionary('en')), 'en')).toBe('—');
  });
});
