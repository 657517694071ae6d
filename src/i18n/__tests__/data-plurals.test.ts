import { describe, expect, it } from 'vitest';
import { CULTURES } from '#domain/culture.ts';
import { createTranslator } from '../create-translator.ts';

// Durations, distances and counts that come from content data go through the plural rules.
describe('counts from the catalogue data', () => {
  const ru = createTranslator('ru');
  const en = createTranslator('en');
  const de = createTranslator('de');

  it('writes lesson durations with the plural form of the number', () => {
    expect([45, 21, 22].map((count) => ru('school.lessonDuration', { count }))).toEqual([
      'Урок длится 45 минут',
      'Урок длится 21 минуту',
      'Урок длится 22 минуты',
    ]);
    expect([50, 21].map((count) => ru('course.lessonsValue', { count }))).toEqual(['по 50 минут', 'по 21 минуте']);
    expect(en('school.lessonDuration', { count: 50 })).toBe('A lesson lasts 50 minutes');
    expect(createTranslator('zh')('course.lessonsValue', { count: 45 })).toBe('每节 45 分钟');
    expect(createTranslator('tr')('school.lessonDuration', { count: 45 })).toBe('Bir ders 45 dakika sürer');
  });

  it('writes distances to the school in minutes with the plural form', () => {
    expect([1, 3, 25].map((count) => ru('housing.minutesWalk', { count }))).toEqual([
      '1 минута до школы пешком',
      '3 минуты до школы пешком',
      '25 минут до школы пешком',
    ]);
    expect(de('housing.minutesTransport', { count: 1 })).toBe('1 Minute mit öffentlichen Verkehrsmitteln zur Schule');
  });

  it('writes age and week ranges with the plural form of their upper end', () => {
    expect([21, 24, 25].map((count) => ru('course.ageRange', { min: 16, count }))).toEqual([
      '16–21 год',
      '16–24 года',
      '16–25 лет',
    ]);
    expect([1, 2].map((count) => de('course.weeksFrom', { count }))).toEqual(['ab 1 Woche', 'ab 2 Wochen']);
    expect(en('course.weeksRange', { min: 2, count: 12 })).toBe('2 to 12 weeks');
  });

  it('leaves no placeholder unfilled in any culture', () => {
    for (const culture of CULTURES) {
      const t = createTranslator(culture);
      for (const count of [1, 2, 5, 21, 45]) {
        for (const key of [
          'school.lessonDuration',
          'course.lessonsValue',
          'course.ageRange',
          'course.agePlus',
          'course.weeksRange',
          'course.weeksFrom',
          'housing.minutesWalk',
          'housing.minutesTransport',
        ] as const) {
          expect(t(key, { count, min: 1 })).not.toMatch(/\{\{|\}\}/);
        }
      }
    }
  });
});
