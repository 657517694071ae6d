import { describe, expect, it } from 'vitest';
import { readSchoolIds, writeSchoolIds } from '../shortlist-ids.ts';
import { compareQuery, readCompareChoices, writeCompareChoices, DEFAULT_COMPARE_CHOICES } from '../compare-choices.ts';

describe('readSchoolIds', () => {
  it('reads ids in order, each once, and writes them back', () => {
    expect(readSchoolIds('12,7,12,31')).toEqual({ ok: true, ids: [12, 7, 31] });
    expect(writeSchoolIds([12, 7, 31])).toBe('12,7,31');
  });

  it('refuses what is not a list of ids, and more than four schools', () => {
    expect(readSchoolIds('')).toMatchObject({ ok: false });
    expect(readSchoolIds('1,x')).toMatchObject({ ok: false });
    expect(readSchoolIds('0')).toMatchObject({ ok: false });
    expect(readSchoolIds('1,2,3,4,5')).toMatchObject({ ok: false, problem: expect.stringContaining('at most 4') });
  });
});

describe('readCompareChoices', () => {
  const read = (query: string) => readCompareChoices(new URLSearchParams(query));

  it('takes the defaults for what the address leaves out, and reads the rest', () => {
    expect(read('')).toEqual({ ok: true, choices: DEFAULT_COMPARE_CHOICES });
    expect(read('weeks=6&month=2027-05&lessons=30&housing=residence&room=shared')).toEqual({
      ok: true,
      choices: { weeks: 6, month: '2027-05', lessons: 30, housing: 'residence', room: 'shared' },
    });
  });

  it('refuses a value naming its key', () => {
    expect(read('weeks=0')).toMatchObject({ ok: false, key: 'weeks' });
    expect(read('month=2027-5')).toMatchObject({ ok: false, key: 'month' });
    expect(read('lessons=99')).toMatchObject({ ok: false, key: 'lessons' });
    expect(read('housing=tent')).toMatchObject({ ok: false, key: 'housing' });
    expect(read('room=suite')).toMatchObject({ ok: false, key: 'room' });
  });

  it('writes only what differs from the defaults, read back the same', () => {
    const choices = { ...DEFAULT_COMPARE_CHOICES, weeks: 6, housing: 'homestay' as const };
    const written = writeCompareChoices(choices);
    expect(written).toEqual([
      ['weeks', '6'],
      ['housing', 'homestay'],
    ]);
    expect(read(new URLSearchParams(written).toString())).toEqual({ ok: true, choices });
  });
});

describe('compareQuery', () => {
  it('writes the schools with their commas, then the choices that are not the defaults', () => {
    expect(compareQuery([101, 103], { ...DEFAULT_COMPARE_CHOICES, month: '2027-03', housing: 'residence' })).toBe(
      's=101,103&month=2027-03&housing=residence',
    );
    expect(compareQuery([7], DEFAULT_COMPARE_CHOICES)).toBe('s=7');
  });
});
