import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SchoolData } from '../../../domain/catalogue/api-types.ts';
import { toSchoolData } from '../../../domain/catalogue/to-school-data.ts';
import type { CartSchool } from '../../../domain/cart/cart-school.ts';
import { loadContent } from '../../content/load-content.ts';
import { toCartSchool } from '../to-cart-school.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** What the cart and price rules read of the page's data, and nothing else. */
function rulesOf(data: SchoolData): CartSchool {
  return {
    id: data.id,
    currency: data.currency,
    deposit: data.deposit,
    fullPaymentRequired: data.fullPaymentRequired,
    fees: data.fees,
    courses: data.courses.map((c) => ({
      id: c.id,
      minWeeks: c.minWeeks,
      maxWeeks: c.maxWeeks,
      startDay: c.startDay,
      endDay: c.endDay,
      isAccommodationRequired: c.isAccommodationRequired,
      availableOnSpecificDatesOnly: c.availableOnSpecificDatesOnly,
      registrationInSpecificDates: c.registrationInSpecificDates,
      availableDates: c.availableDates,
      courseWeeks: c.courseWeeks,
      seasonSupplements: c.seasonSupplements,
    })),
    accommodations: data.accommodations.map((a) => ({
      id: a.id,
      arrivalDay: a.arrivalDay,
      departureDay: a.departureDay,
      availabilityOptions: a.availabilityOptions,
      rooms: a.rooms,
      foods: a.foods.map((f) => ({ id: f.id, type: f.type, name: f.name })),
      prices: a.prices,
      transferRequired: a.transferRequired,
      minWeeks: a.minWeeks,
    })),
    transfers: data.transfers.map((t) => ({ id: t.id, oneWayPrice: t.oneWayPrice, twoWayPrice: t.twoWayPrice })),
    promotions: data.promotions.map((p) => ({
      id: p.id,
      kind: p.kind,
      value: p.value,
      appliesTo: p.appliesTo,
      minWeeks: p.minWeeks,
      bookingWindow: p.bookingWindow,
      startWindow: p.startWindow,
    })),
  };
}

describe('toCartSchool', () => {
  // The server prices what the island shows only if both read the same rules from the school.
  it.each([['the fixture catalogue', 'tests/fixtures/content'], ['the demo catalogue', 'content']])('gives the rules of the page data for every school of %s', (_name, dir) => {
    const catalogue = loadContent(resolve(ROOT, dir));
    for (const school of catalogue.schools) {
      const data = toSchoolData(school, {
        culture: 'en',
        places: catalogue.places,
        rating: { overall: 0, school: 0, accommodation: 0, course: 0, spareTime: 0 },
        review: null,
        reviewsCount: 0,
        blobStorageUrl: '/files',
      });
      expect(toCartSchool(school, data.currency), school.slug).toEqual(rulesOf(data));
    }
  });
});
