import { z } from 'zod';
import { isoDate, positiveId, price } from './primitives.ts';
import { seasonSupplementSchema } from './course-schema.ts';

/** The weekly price of one course option (the cart's `c.w`) in a list. */
export const optionPriceSchema = z.object({ weekPriceId: positiveId, pricePerWeek: price });

/** A course's prices in a list: every option of every week range, and its season supplements. */
export const coursePricesSchema = z.object({
  courseId: positiveId,
  options: z.array(optionPriceSchema),
  seasonSupplements: z.array(seasonSupplementSchema).default([]),
});

/** The weekly price of one (room, meal plan) pair of a housing in a list. */
export const roomPriceSchema = z.object({
  roomId: positiveId,
  foodId: positiveId,
  pricePerWeek: price,
  /** Without it, a stay with extra nights is priced as one more week (pricing model). */
  pricePerExtraNight: price.nullable().default(null),
  seasonSupplements: z.array(seasonSupplementSchema).default([]),
});

export const housingPricesSchema = z.object({ accommodationId: positiveId, prices: z.array(roomPriceSchema) });

export const transferPricesSchema = z.object({ transferId: positiveId, oneWayPrice: price, twoWayPrice: price });

/**
 * One price list of a school (pricing model, 'Price lists by year'): every price of its courses,
 * housing and transfers, valid from `validFrom` to `validTo` inclusive. A school's lists never
 * overlap; the school schema checks that each list prices everything the school offers.
 */
export const priceListSchema = z
  .object({
    id: positiveId,
    validFrom: isoDate,
    validTo: isoDate,
    courses: z.array(coursePricesSchema),
    accommodations: z.array(housingPricesSchema).default([]),
    transfers: z.array(transferPricesSchema).default([]),
  })
  .refine((list) => list.validFrom <= list.validTo, { error: 'must not be before validFrom', path: ['validTo'] });

/** A price list; in content in major units, once loaded in integer minor units like every price. */
export type PriceList = z.infer<typeof priceListSchema>;
export type CoursePrices = PriceList['courses'][number];
export type HousingPrices = PriceList['accommodations'][number];
export type RoomPrice = HousingPrices['prices'][number];
export type TransferPrices = PriceList['transfers'][number];
