import { describe, expect, it } from 'vitest';
import { CULTURES } from '#domain/culture.ts';
import type { Schedule } from '#domain/catalogue/schedule-schema.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { formatSchedule } from '#i18n/format-schedule.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { pickDictionary } from '#i18n/pick-dictionary.ts';
import { CART_DICTIONARY_PREFIXES } from '../cart-island-props.ts';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const twoShifts: Schedule = {
  sessions: [
    { days: [...weekdays], start: '09:00', end: '12:30' },
    { days: ['monday', 'tuesday', 'wednesday', 'thursday'], start: '13:30', end: '15:10' },
  ],
};
const byArrangement: Schedule = { sessions: [{ days: [...weekdays], lessonsPerDay: 2, byArrangement: true }] };
const shift: Schedule = {
  sessions: [
    { days: [...weekdays], start: '09:00', end: '12:15' },
    { start: '13:30', end: '16:45' },
  ],
  choice: 'one',
};
const withShows: Schedule = {
  sessions: [
    { start: '09:00', end: '12:30' },
    { partsOfDay: ['afternoon', 'evening'], activity: 'shows' },
  ],
};

describe('CART_DICTIONARY_PREFIXES', () => {
  it('gives the cart island every word a schedule is written with, in every culture', () => {
    for (const culture of CULTURES) {
      const lite = translateWithDictionary(culture, pickDictionary(getDictionary(culture), CART_DICTIONARY_PREFIXES));
      for (const schedule of [twoShifts, byArrangement, shift, withShows]) {
        const text = formatSchedule(schedule, culture, lite);
        expect(text).toBe(formatSchedule(schedule, culture, createTranslator(culture)));
        expect(text).not.toContain('{{');
      }
    }
  });
});
