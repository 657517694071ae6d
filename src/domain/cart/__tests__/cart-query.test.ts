import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CULTURES } from '#domain/culture.ts';
import { addDays } from '#domain/dates/calendar.ts';
import { actionArb, applyAction, nowArb, schoolArb } from '#domain/pricing/__tests__/fixtures/arbitraries.ts';
import { pickWeekPrice } from '#domain/pricing/pick-week-price.ts';
import { cartFromQuery } from '../cart-from-query.ts';
import type { CartSchool } from '../cart-school.ts';
import type { CartState } from '../cart-state.ts';
import { noAccommodation, noTransfer } from '../cart-state.ts';
import { openingCourseStart } from '../course-rules.ts';
import { revalidateCart } from '../validate-cart.ts';
import { CART_QUERY_KEYS, type CartQuery } from '../cart-query-schema.ts';
import { cartToQuery } from '../cart-to-query.ts';
import { initialCart } from '../initial-cart.ts';
import { parseCartQuery } from '../parse-cart-query.ts';
import { selectAccommodation } from '../select-accommodation.ts';
import { cartQueryString, serialiseCartQuery } from '../serialise-cart-query.ts';
import { toggleTransfer } from '../toggle-transfer.ts';
import { CAMP, GENERAL, HOMESTAY, RESIDENCE, now, school } from './fixtures.ts';

const parse = (query: string) => parseCartQuery(new URLSearchParams(query));

describe('parseCartQuery', () => {
  it('reads the short keys of the spec', () => {
    expect(
      parse(
        's.id=7&culture=ru&c.w=112&c.weeks=6&c.s=2027-06-28&a.r=11&a.f=1&a.s=2027-06-27&a.e=2027-08-07&t.id=1&t.t=true&t.f=False',
      ),
    ).toEqual({
      ok: true,
      query: {
        schoolId: 7,
        culture: 'ru',
        weekPriceId: 112,
        weeks: 6,
        courseStart: '2027-06-28',
        roomId: 11,
        foodId: 1,
        accommodationStart: '2027-06-27',
        accommodationEnd: '2027-08-07',
        transferId: 1,
        transferTo: true,
        transferFrom: false,
      },
    });
  });

  it('ignores other keys and empty values', () => {
    expect(parse('utm_source=mail&c.weeks=3&a.r=')).toEqual({ ok: true, query: { weeks: 3 } });
    expect(parse('')).toEqual({ ok: true, query: {} });
  });

  it('names the key of every malformed value and never throws', () => {
    const result = parse('c.weeks=six&c.s=2027-02-30&a.r=-1&t.t=maybe&culture=xx&s.id=1e3&c.w=1.5');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.key).sort()).toEqual([
      'a.r',
      'c.s',
      'c.w',
      'c.weeks',
      'culture',
      's.id',
      't.t',
    ]);
    for (const issue of result.issues) expect(issue.message.startsWith(issue.key)).toBe(true);
  });

  it('refuses dates outside 2000–2999, which no booking needs and the date arithmetic cannot carry to year 10000', () => {
    for (const key of ['c.s', 'a.s', 'a.e']) {
      for (const date of ['9999-11-22', '3000-01-01', '1999-12-31']) {
        expect(parse(`${key}=${date}`)).toEqual({
          ok: false,
          issues: [{ key, message: `${key} must be a date from 2000-01-01 to 2999-12-31` }],
        });
      }
      expect(parse(`${key}=2999-12-31`).ok).toBe(true);
      expect(parse(`${key}=2000-01-01`).ok).toBe(true);
    }
  });

  it('refuses absurd week counts and accepts t.id=0 as no transfer', () => {
    expect(parse('c.weeks=0').ok).toBe(false);
    expect(parse('c.weeks=521').ok).toBe(false);
    expect(parse('t.id=0')).toEqual({ ok: true, query: { transferId: 0 } });
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            's.id',
            'culture',
            'c.w',
            'c.weeks',
            'c.s',
            'a.r',
            'a.f',
            'a.s',
            'a.e',
            't.id',
            't.t',
            't.f',
            'x',
          ),
          fc.string(),
        ),
        (raw) => {
          const result = parseCartQuery(new URLSearchParams(raw));
          expect(typeof result.ok).toBe('boolean');
        },
      ),
    );
  });

  const edgeValueArb = fc.oneof(
    fc.constantFrom(
      '',
      '0',
      '1',
      '7',
      '101',
      '520',
      '521',
      '9007199254740991',
      '9007199254740992',
      '999999999999999',
      '1234567890123456',
      '-1',
      '1.5',
      '1e3',
      ' 1',
      '٣',
    ),
    fc.integer({ min: 0, max: 700 }).map(String),
    fc.constantFrom(...CULTURES, 'EN', 'xx', 'ja'),
    fc.constantFrom(
      '2027-06-28',
      '2027-02-30',
      '2000-01-01',
      '1999-12-31',
      '2999-12-31',
      '3000-01-01',
      '0099-01-01',
      '2027-6-28',
    ),
    fc.constantFrom('true', 'false', 'TRUE', 'False', '1', '0', 'yes', 'constructor', '__proto__', 'toString'),
    fc.string({ maxLength: 12 }),
  );

  it('reads a link it accepts back the same once written, and names only keys the link has when it refuses', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...CART_QUERY_KEYS, 'utm_source'), edgeValueArb), (raw) => {
        const result = parseCartQuery(new URLSearchParams(raw));
        if (result.ok) expect(parseCartQuery(serialiseCartQuery(result.query))).toEqual(result);
        else for (const issue of result.issues) expect(raw[issue.key]).toBeTruthy();
      }),
      { numRuns: 5000 },
    );
    expect(parse('t.t=constructor')).toEqual({
      ok: false,
      issues: [{ key: 't.t', message: 't.t must be true or false' }],
    });
    expect(parse('c.weeks=0&culture=xx')).toEqual({
      ok: false,
      issues: [
        { key: 'culture', message: `culture must be one of ${CULTURES.join(', ')}` },
        { key: 'c.weeks', message: 'c.weeks must be at least 1' },
      ],
    });
  });
});

const dateArb = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2026-01-01', n));
const idArb = fc.integer({ min: 1, max: 2 ** 40 });
const queryArb: fc.Arbitrary<CartQuery> = fc.record(
  {
    schoolId: idArb,
    culture: fc.constantFrom(...CULTURES),
    weekPriceId: idArb,
    weeks: fc.integer({ min: 1, max: 520 }),
    courseStart: dateArb,
    withAccommodation: fc.boolean(),
    roomId: idArb,
    foodId: idArb,
    accommodationStart: dateArb,
    accommodationEnd: dateArb,
    transferId: fc.integer({ min: 0, max: 1000 }),
    transferTo: fc.boolean(),
    transferFrom: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('serialiseCartQuery', () => {
  it('writes the short keys in a fixed order, leaving out what is unset', () => {
    expect(
      serialiseCartQuery({ transferId: 0, weeks: 6, weekPriceId: 112, culture: 'en', schoolId: 7 }).toString(),
    ).toBe('s.id=7&culture=en&c.w=112&c.weeks=6&t.id=0');
  });

  it('round-trips any query through the URL', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const back = parseCartQuery(new URLSearchParams(serialiseCartQuery(query).toString()));
        expect(back).toEqual({ ok: true, query });
      }),
    );
  });

  it('writes any value as URLSearchParams would, the plain ones and those it escapes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.string({ unit: 'grapheme' }), (schoolId, text) => {
        // A query the schema would refuse, to reach the escaping: ids and dates never need it.
        const query = { schoolId, courseStart: text } as CartQuery;
        const expected = new URLSearchParams([
          ['s.id', String(schoolId)],
          ['c.s', text],
        ]).toString();
        expect(cartQueryString(query)).toBe(expected);
      }),
    );
    expect(cartQueryString({ schoolId: 7, courseStart: "a b!~'()é&=" })).toBe(
      's.id=7&c.s=a+b%21%7E%27%28%29%C3%A9%26%3D',
    );
  });
});

describe('cartFromQuery', () => {
  it('rebuilds the cart a query describes', () => {
    const result = cartFromQuery(
      school,
      {
        weekPriceId: 112,
        weeks: 6,
        courseStart: '2027-06-28',
        roomId: 11,
        foodId: 2,
        transferId: 1,
        transferTo: false,
        transferFrom: true,
      },
      now,
    );
    expect(result).toMatchObject({
      ok: true,
      cart: {
        course: { id: GENERAL, weeks: 6, courseStart: '2027-06-28', weekPrice: 112 },
        accommodation: { id: HOMESTAY, empty: false, room: 11, food: 2, start: '2027-06-27', end: '2027-08-07' },
        transfer: { id: 1, to: false, from: true, empty: false },
        errors: { hasErrors: false, list: [] },
      },
    });
  });

  it('gives the page defaults for what is left out', () => {
    expect(cartFromQuery(school, {}, now)).toEqual({ ok: true, cart: initialCart(school, now) });
  });

  it('keeps a past start as written and shows the course error rather than moving it silently', () => {
    const result = cartFromQuery(school, { weekPriceId: 101, courseStart: '2027-01-04' }, now);
    expect(result.ok && result.cart.course.courseStart).toBe('2027-01-04');
    expect(result.ok && result.cart.errors.list.map((e) => e.type)).toEqual(['invalid_course_dates']);
  });

  it('selects a required transfer when t.id is absent, but keeps an explicit refusal with its error', () => {
    const base = { weekPriceId: 101, weeks: 2, courseStart: '2027-06-28', roomId: 21 };
    const implicit = cartFromQuery(school, base, now);
    expect(implicit.ok && implicit.cart.transfer).toEqual({ id: 1, to: true, from: true, empty: false });
    const refused = cartFromQuery(school, { ...base, transferId: 0 }, now);
    expect(refused.ok && refused.cart.errors.list.map((e) => e.type)).toEqual(['accommodation_required_transfer']);
  });

  it('gives a named course the same course defaults as opening the page on it, without building that opening cart', () => {
    // The rule as first written: open the page on the course, then apply what the query says.
    // Housing and transfer are only what the query names (none here), even for a course that
    // opens with housing: a link is taken as written, so the opening cart is the one without the
    // housing (whose fully booked days may move the start of a page opened with it).
    const opened = (anySchool: CartSchool, query: CartQuery, at: Date): CartState => {
      const owner = anySchool.courses.find((c) =>
        c.courseWeeks.some((r) => r.prices.some((p) => p.id === query.weekPriceId)),
      )!;
      const unhoused = {
        ...anySchool,
        courses: anySchool.courses.map((c) => (c.id === owner.id ? { ...c, isAccommodationRequired: false } : c)),
      };
      const cart = {
        ...initialCart(unhoused, at, { courseId: owner.id }),
        accommodation: noAccommodation(),
        transfer: noTransfer(),
      };
      const weeks = query.weeks ?? cart.course.weeks;
      const picked = pickWeekPrice(owner, weeks, query.weekPriceId ?? cart.course.weekPrice);
      const courseStart =
        query.courseStart ??
        (weeks === cart.course.weeks ? cart.course.courseStart : openingCourseStart(owner, weeks, at));
      return revalidateCart(
        anySchool,
        { ...cart, course: { id: owner.id, weeks, courseStart, weekPrice: picked.ok ? picked.option.id : null } },
        at,
      );
    };
    const caseArb = schoolArb.chain((anySchool) => {
      const options = anySchool.courses.flatMap((c) => c.courseWeeks.flatMap((r) => r.prices.map((p) => p.id)));
      return fc.tuple(
        fc.constant(anySchool),
        nowArb,
        fc.record(
          {
            weekPriceId: fc.constantFrom(...(options.length > 0 ? options : [1])),
            weeks: fc.integer({ min: 1, max: 30 }),
            courseStart: dateArb,
          },
          { requiredKeys: ['weekPriceId'] },
        ),
      );
    });
    fc.assert(
      fc.property(caseArb, ([anySchool, at, query]) => {
        fc.pre(
          anySchool.courses.some((c) => c.courseWeeks.some((r) => r.prices.some((p) => p.id === query.weekPriceId))),
        );
        expect(cartFromQuery(anySchool, query, at)).toEqual({ ok: true, cart: opened(anySchool, query, at) });
      }),
      { numRuns: 300 },
    );
  });

  it('opens a school whose course needs housing as the page does when the query names neither', () => {
    const campOnly = { ...school, courses: school.courses.filter((course) => course.isAccommodationRequired) };
    const result = cartFromQuery(campOnly, { schoolId: campOnly.id }, now);
    expect(result).toEqual({ ok: true, cart: initialCart(campOnly, now) });
    expect(result.ok && result.cart.accommodation.empty).toBe(false);
  });

  it("opens a search's link on its course length, made one the course allows, and on housing when asked (issue 12)", () => {
    const opened = (query: CartQuery) => {
      const result = cartFromQuery(school, query, now);
      if (!result.ok) throw new Error(result.issues[0]!.message);
      return result.cart;
    };
    const four = opened({ weeks: 4 });
    expect(four).toEqual(initialCart(school, now, { weeks: 4 }));
    expect(four.course.weeks).toBe(4);
    expect(four.accommodation.empty).toBe(true);
    // Longer than the course runs: the nearest length it allows, a cart with a price, not an error.
    const general = school.courses.find((c) => c.id === GENERAL)!;
    const tooLong = opened({ weeks: general.maxWeeks + 10 });
    expect(tooLong.course.weeks).toBe(general.maxWeeks);
    expect(tooLong.errors.hasErrors).toBe(false);
    const withHousing = opened({ weeks: 4, withAccommodation: true });
    expect(withHousing.course).toEqual(four.course);
    expect(withHousing.accommodation).toMatchObject({ id: school.accommodations[0]!.id, empty: false });
    expect(withHousing).toEqual(selectAccommodation(school, four, school.accommodations[0]!.id, now));
    // Housing that cannot be had around the course gives way to the next; none fitting, none is booked.
    const residenceFirst = { ...school, accommodations: [...school.accommodations].reverse() };
    const ten = cartFromQuery(residenceFirst, { weeks: 10, withAccommodation: true }, now);
    expect(ten.ok && ten.cart.accommodation).toMatchObject({ id: HOMESTAY, empty: false });
    expect(ten.ok && ten.cart.errors.hasErrors).toBe(false);
    const residenceOnly = { ...school, accommodations: school.accommodations.filter((a) => a.id === RESIDENCE) };
    const none = cartFromQuery(residenceOnly, { weeks: 10, withAccommodation: true }, now);
    expect(none.ok && none.cart.accommodation.empty).toBe(true);
    expect(none.ok && none.cart.errors.hasErrors).toBe(false);
    // A school without housing opens without, and without an error.
    const noHousing = { ...school, accommodations: [] };
    const result = cartFromQuery(noHousing, { weeks: 4, withAccommodation: true }, now);
    expect(result.ok && result.cart.accommodation.empty).toBe(true);
    expect(result.ok && result.cart.errors.hasErrors).toBe(false);
    // A named room wins over the wish; 'without' beside a room is a contradiction named by its key.
    expect(opened({ withAccommodation: true, roomId: 21 }).accommodation.room).toBe(21);
  });

  it('names the key of an id the school does not know, or of a value that needs another', () => {
    const issues = (query: CartQuery) => {
      const result = cartFromQuery(school, query, now);
      return result.ok ? [] : result.issues.map((issue) => issue.key);
    };
    expect(issues({ schoolId: 8 })).toEqual(['s.id']);
    expect(issues({ weekPriceId: 999 })).toEqual(['c.w']);
    expect(issues({ roomId: 99 })).toEqual(['a.r']);
    expect(issues({ roomId: 11, withAccommodation: false })).toEqual(['a.on']);
    expect(issues({ roomId: 11, foodId: 3 })).toEqual(['a.f']);
    expect(issues({ accommodationStart: '2027-06-27' })).toEqual(['a.s']);
    expect(issues({ transferId: 9 })).toEqual(['t.id']);
    expect(issues({ transferTo: true })).toEqual(['t.t']);
    expect(issues({ transferId: 1, transferTo: false, transferFrom: false })).toEqual(['t.t']);
  });
});

describe('the cart in the URL', () => {
  it('comes back the same from its query string', () => {
    const cart = toggleTransfer(
      school,
      selectAccommodation(school, initialCart(school, now, { courseId: CAMP }), RESIDENCE, now),
      false,
      now,
    );
    const params = serialiseCartQuery(cartToQuery(cart, { schoolId: school.id, culture: 'en' }));
    const parsed = parseCartQuery(new URLSearchParams(params.toString()));
    if (!parsed.ok) throw new Error('query did not parse');
    expect(cartFromQuery(school, parsed.query, now)).toEqual({ ok: true, cart });
  });

  it('comes back the same for any cart a visitor can build', () => {
    fc.assert(
      fc.property(schoolArb, nowArb, fc.array(actionArb, { maxLength: 10 }), (anySchool, at, actions) => {
        const cart = actions.reduce(
          (current, action) => applyAction(anySchool, current, action, at),
          initialCart(anySchool, at),
        );
        fc.pre(cart.course.weekPrice !== null);
        const params = serialiseCartQuery(cartToQuery(cart, { schoolId: anySchool.id, culture: 'ru' }));
        const parsed = parseCartQuery(new URLSearchParams(params.toString()));
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(cartFromQuery(anySchool, parsed.query, at)).toEqual({ ok: true, cart });
      }),
      { numRuns: 200 },
    );
  });
});
