import { describe, expect, it } from 'vitest';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import { parseCartQuery } from '#domain/cart/parse-cart-query.ts';
import { now, school } from '#domain/cart/__tests__/fixtures.ts';
import { searchCardHref } from '../search-card-href.ts';

const card = { link: 'english/malta/st_julians/worked_example_malta/', weeks: 4, hasAccommodation: true };

describe('searchCardHref', () => {
  it("carries the card's weeks and the search's housing wish in the cart's keys", () => {
    expect(searchCardHref('en', card, { accommodation: true })).toBe(
      '/en/english/malta/st_julians/worked_example_malta/?c.weeks=4&a.on=true',
    );
    expect(searchCardHref('ru', card, { accommodation: false })).toBe(
      '/ru/english/malta/st_julians/worked_example_malta/?c.weeks=4',
    );
    // A school without housing is not asked for it.
    expect(searchCardHref('en', { ...card, hasAccommodation: false }, { accommodation: true })).toBe(
      '/en/english/malta/st_julians/worked_example_malta/?c.weeks=4',
    );
  });

  it('opens the school page on that length with housing', () => {
    const href = searchCardHref('en', card, { accommodation: true });
    const parsed = parseCartQuery(new URL(href, 'https://example.org').searchParams);
    if (!parsed.ok) throw new Error(parsed.issues[0]!.message);
    const opened = cartFromQuery(school, parsed.query, now);
    expect(opened.ok && opened.cart.course.weeks).toBe(4);
    expect(opened.ok && opened.cart.accommodation).toMatchObject({ id: school.accommodations[0]!.id, empty: false });
    expect(opened.ok && opened.cart.errors.hasErrors).toBe(false);
  });
});
