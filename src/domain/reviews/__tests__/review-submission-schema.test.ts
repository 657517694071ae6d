import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHoneypotFilled } from '../is-honeypot-filled.ts';
import { REVIEW_FORM_FIELDS as F } from '../review-form-fields.ts';
import { REVIEW_LEVELS } from '../review-terms.ts';
import { reviewSubmissionSchema } from '../review-submission-schema.ts';

const TODAY = '2026-11-22';
const TEXT = 'Three weeks in Madrid with a small class and patient teachers.';
const valid: Record<string, string> = {
  [F.name]: ' Lena ',
  [F.country]: 'de',
  [F.city]: 'Hamburg',
  [F.start]: '2026-07-06',
  [F.end]: '2026-07-24',
  [F.schoolStars]: '5',
  [F.courseStars]: '4',
  [F.accommodationStars]: '3',
  [F.spareTimeStars]: '2',
  [F.text]: TEXT,
  [F.accommodationOption]: '7',
  [F.schoolId]: '103',
  [F.culture]: 'fr',
};
const parse = (overrides: Record<string, string | undefined> = {}) =>
  reviewSubmissionSchema(TODAY).safeParse({ ...valid, ...overrides });
const firstIssue = (overrides: Record<string, string | undefined>) => {
  const result = parse(overrides);
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return [issue.path.join('.'), issue.message];
};

describe('the review form’s rules', () => {
  it('turns a valid form into the review to store: trimmed, the country in capitals, no levels when none given', () => {
    expect(parse().data).toEqual({
      schoolId: 103,
      culture: 'fr',
      authorName: 'Lena',
      authorCountry: 'DE',
      authorCity: 'Hamburg',
      start: '2026-07-06',
      end: '2026-07-24',
      progressFromLevel: null,
      progressToLevel: null,
      schoolStars: 5,
      courseStars: 4,
      accommodationStars: 3,
      spareTimeStars: 2,
      text: TEXT,
      accommodationOptionId: 7,
    });
  });

  it('stores null stars and no housing where the visitor said "not applicable" or chose none', () => {
    expect(
      parse({
        [F.notBookedAccommodation]: 'on',
        [F.accommodationStars]: undefined,
        [F.notBookedSpareTime]: 'true',
        [F.spareTimeStars]: '99',
        [F.accommodationOption]: '0',
      }).data,
    ).toMatchObject({
      accommodationStars: null,
      spareTimeStars: null,
      accommodationOptionId: null,
    });
    // An unticked box sends nothing, or 'false' from a script: the stars are asked then.
    expect(firstIssue({ [F.notBookedAccommodation]: 'false', [F.accommodationStars]: '' })).toEqual([
      F.accommodationStars,
      'accommodation stars is required',
    ]);
  });

  it('takes a stay that ends today and refuses one in the future or backwards', () => {
    expect(parse({ [F.start]: TODAY, [F.end]: TODAY }).success).toBe(true);
    expect(firstIssue({ [F.start]: '2026-11-23', [F.end]: '2026-11-30' })).toEqual([
      F.start,
      'start must not be in the future',
    ]);
    expect(firstIssue({ [F.end]: '2026-07-05' })).toEqual([F.end, 'end must not be before start']);
    expect(firstIssue({ [F.end]: '2026-13-01' })).toEqual([F.end, 'end must be a real date']);
  });

  it('takes progress that stays or goes up, never down', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REVIEW_LEVELS), fc.constantFrom(...REVIEW_LEVELS), (from, to) => {
        const result = parse({ [F.progressFrom]: from.toLowerCase(), [F.progressTo]: to });
        expect(result.success).toBe(REVIEW_LEVELS.indexOf(from) <= REVIEW_LEVELS.indexOf(to));
      }),
    );
    expect(parse({ [F.progressTo]: 'B2' }).data).toMatchObject({ progressFromLevel: null, progressToLevel: 'B2' });
  });

  it('takes stars 1 to 5 only, whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 15 }), (stars) => {
        expect(parse({ [F.schoolStars]: String(stars) }).success).toBe(stars >= 1 && stars <= 5);
      }),
    );
    expect(firstIssue({ [F.courseStars]: '2.5' })).toEqual([
      F.courseStars,
      'course stars must be a whole number from 1 to 5',
    ]);
  });

  it('names the field of each problem', () => {
    expect(firstIssue({ [F.name]: '' })).toEqual([F.name, 'name is required']);
    expect(firstIssue({ [F.country]: 'Germany' })).toEqual([F.country, 'country must be a country of the list']);
    expect(firstIssue({ [F.city]: 'a\tb' })).toEqual([F.city, 'city must be one line of text']);
    expect(firstIssue({ [F.text]: 'too short' })).toEqual([F.text, 'text must be at least 40 characters']);
    expect(firstIssue({ [F.accommodationOption]: '-1' })).toEqual([
      F.accommodationOption,
      'accommodation choice must be an accommodation of the school, or 0 for none',
    ]);
    expect(firstIssue({ [F.schoolId]: 'abc' })).toEqual([F.schoolId, 'school must be a school id']);
    expect(firstIssue({ [F.culture]: 'ja' })[0]).toBe(F.culture);
  });

  it('keeps markup as text: escaping is the page’s job, and the text is never changed', () => {
    const script = '<script>alert(1)</script>';
    expect(parse({ [F.name]: script, [F.text]: `${script} ${TEXT}` }).data).toMatchObject({
      authorName: script,
      text: `${script} ${TEXT}`,
    });
  });

  it('tells a bot by its filled honeypot, and a person by the empty one', () => {
    expect(isHoneypotFilled({ ...valid, [F.honeypot]: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ ...valid, [F.honeypot]: '  ' })).toBe(false);
    expect(isHoneypotFilled(valid)).toBe(false);
  });
});
