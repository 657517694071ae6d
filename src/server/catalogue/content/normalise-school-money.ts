import type { PriceList } from '#domain/catalogue/price-list-schema.ts';
import type { SchoolFile } from '#domain/catalogue/school-schema.ts';
import { toMinorUnits } from '#domain/money/to-minor-units.ts';

/**
 * Content writes prices as price lists do (major units); everything downstream computes in
 * integer minor units. Every price is in a price list. Percent promotions keep their percent.
 */
export function normaliseSchoolMoney<School extends SchoolFile>(school: School): School {
  const m = (amount: number) => toMinorUnits(amount, school.currency);
  const supplements = (list: PriceList['courses'][number]['seasonSupplements']) =>
    list.map((s) => ({ ...s, perWeek: m(s.perWeek) }));
  return {
    ...school,
    deposit: m(school.deposit),
    fees: {
      ...school.fees,
      registration: m(school.fees.registration),
      books: m(school.fees.books),
      accommodationPlacement: m(school.fees.accommodationPlacement),
      courier: school.fees.courier ? { ...school.fees.courier, amount: m(school.fees.courier.amount) } : null,
    },
    priceLists: school.priceLists.map((list) => ({
      ...list,
      courses: list.courses.map((course) => ({
        ...course,
        options: course.options.map((option) => ({ ...option, pricePerWeek: m(option.pricePerWeek) })),
        seasonSupplements: supplements(course.seasonSupplements),
      })),
      accommodations: list.accommodations.map((housing) => ({
        ...housing,
        prices: housing.prices.map((row) => ({
          ...row,
          pricePerWeek: m(row.pricePerWeek),
          pricePerExtraNight: row.pricePerExtraNight === null ? null : m(row.pricePerExtraNight),
          seasonSupplements: supplements(row.seasonSupplements),
        })),
      })),
      transfers: list.transfers.map((t) => ({ ...t, oneWayPrice: m(t.oneWayPrice), twoWayPrice: m(t.twoWayPrice) })),
    })),
    promotions: school.promotions.map((promo) => (promo.kind === 'fixed' ? { ...promo, value: m(promo.value) } : promo)),
  };
}
