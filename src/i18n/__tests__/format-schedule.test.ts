import { describe, expect, it } from 'vitest';
import { CULTURES, type Culture } from '#domain/culture.ts';
import type { Schedule } from '#domain/catalogue/schedule-schema.ts';
import { createTranslator } from '../create-translator.ts';
import { formatSchedule } from '../format-schedule.ts';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const twoShifts: Schedule = {
  sessions: [
    { days: [...weekdays], start: '09:00', end: '12:30' },
    { days: ['monday', 'tuesday', 'wednesday', 'thursday'], start: '13:30', end: '15:10' },
  ],
};
const tuesdayThursday: Schedule = {
  sessions: [
    { start: '09:00', end: '12:15' },
    { days: ['tuesday', 'thursday'], start: '13:30', end: '15:00' },
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
const evening: Schedule = { sessions: [{ days: ['monday', 'wednesday'], start: '18:30', end: '21:00' }] };

const render = (schedule: Schedule, culture: Culture) => formatSchedule(schedule, culture, createTranslator(culture));

// Intl puts narrow and ordinary no-break spaces in some cultures; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0\u2009]/g, ' ');

describe('formatSchedule', () => {
  it.each<[Culture, string[]]>([
    [
      'en',
      [
        'Mon–Fri 09:00–12:30; Mon–Thu 13:30–15:10',
        '09:00–12:15; Tue and Thu 13:30–15:00',
        'Mon–Fri, 2 lessons a day, times by arrangement',
        'Mon–Fri 09:00–12:15 or 13:30–16:45',
        '09:00–12:30; shows: afternoons and evenings',
        'Mon and Wed 18:30–21:00',
      ],
    ],
    [
      'ru',
      [
        'пн–пт 09:00–12:30; пн–чт 13:30–15:10',
        '09:00–12:15; вт и чт 13:30–15:00',
        'пн–пт, 2 урока в день, время по договорённости',
        'пн–пт 09:00–12:15 или 13:30–16:45',
        '09:00–12:30; спектакли: после обеда и по вечерам',
        'пн и ср 18:30–21:00',
      ],
    ],
    [
      'es',
      [
        'lun–vie 9:00–12:30; lun–jue 13:30–15:10',
        '9:00–12:15; mar y jue 13:30–15:00',
        'lun–vie, 2 clases al día, horario a convenir',
        'lun–vie 9:00–12:15 o 13:30–16:45',
        '9:00–12:30; espectáculos: por la tarde y por la noche',
        'lun y mié 18:30–21:00',
      ],
    ],
    [
      'pt',
      [
        'seg.–sex. 09:00 – 12:30; seg.–qui. 13:30 – 15:10',
        '09:00 – 12:15; ter. e qui. 13:30 – 15:00',
        'seg.–sex., 2 aulas por dia, horário a combinar',
        'seg.–sex. 09:00 – 12:15 ou 13:30 – 16:45',
        '09:00 – 12:30; espetáculos: à tarde e à noite',
        'seg. e qua. 18:30 – 21:00',
      ],
    ],
    [
      'de',
      [
        'Mo–Fr 09:00–12:30 Uhr; Mo–Do 13:30–15:10 Uhr',
        '09:00–12:15 Uhr; Di und Do 13:30–15:00 Uhr',
        'Mo–Fr, 2 Lektionen pro Tag, Zeiten nach Vereinbarung',
        'Mo–Fr 09:00–12:15 Uhr oder 13:30–16:45 Uhr',
        '09:00–12:30 Uhr; Shows: nachmittags und abends',
        'Mo und Mi 18:30–21:00 Uhr',
      ],
    ],
    [
      'fr',
      [
        'lun.–ven. 09:00 – 12:30 ; lun.–jeu. 13:30 – 15:10',
        '09:00 – 12:15 ; mar. et jeu. 13:30 – 15:00',
        'lun.–ven., 2 cours par jour, horaires à convenir',
        'lun.–ven. 09:00 – 12:15 ou 13:30 – 16:45',
        '09:00 – 12:30 ; spectacles : l’après-midi et le soir',
        'lun. et mer. 18:30 – 21:00',
      ],
    ],
    [
      'tr',
      [
        'Pzt–Cum 09:00–12:30; Pzt–Per 13:30–15:10',
        '09:00–12:15; Sal ve Per 13:30–15:00',
        'Pzt–Cum, günde 2 ders, saatler anlaşmaya göre',
        'Pzt–Cum 09:00–12:15 veya 13:30–16:45',
        '09:00–12:30; gösteriler: öğleden sonraları ve akşamları',
        'Pzt ve Çar 18:30–21:00',
      ],
    ],
    [
      'zh',
      [
        '周一至周五 09:00–12:30；周一至周四 13:30–15:10',
        '09:00–12:15；周二和周四 13:30–15:00',
        '周一至周五，每天 2 节课，时间另行商定',
        '周一至周五 09:00–12:15或13:30–16:45',
        '09:00–12:30；演出：下午和晚上',
        '周一和周三 18:30–21:00',
      ],
    ],
  ])('writes weekdays, times and words the %s way', (culture, expected) => {
    expect(
      [twoShifts, tuesdayThursday, byArrangement, shift, withShows, evening].map((schedule) =>
        plain(render(schedule, culture)),
      ),
    ).toEqual(expected);
  });

  it('uses the plural forms of the culture for lessons a day', () => {
    const lessons = (count: number, culture: Culture) => render({ sessions: [{ lessonsPerDay: count }] }, culture);
    expect([1, 3, 5].map((count) => lessons(count, 'ru'))).toEqual([
      '1 урок в день',
      '3 урока в день',
      '5 уроков в день',
    ]);
    expect([1, 4].map((count) => lessons(count, 'en'))).toEqual(['1 lesson a day', '4 lessons a day']);
    expect(lessons(4, 'tr')).toBe('günde 4 ders');
    expect(lessons(4, 'zh')).toBe('每天 4 节课');
  });

  it('writes no English word in any other culture', () => {
    const everything: Schedule = {
      sessions: [
        {
          days: ['tuesday', 'thursday'],
          partsOfDay: ['morning', 'afternoon', 'evening'],
          lessonsPerDay: 2,
          byArrangement: true,
          activity: 'surfing',
        },
      ],
    };
    for (const culture of CULTURES.filter((c) => c !== 'en'))
      expect(render(everything, culture)).not.toMatch(
        /\b(Tue|Thu|mornings?|afternoons?|evenings?|lessons?|arrangement|surfing|and)\b/,
      );
  });
});
