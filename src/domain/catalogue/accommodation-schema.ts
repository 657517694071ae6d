import { housingPhotosSchema } from './catalogue-photo-schema.ts';
import { z } from 'zod';
import { isoDate, localizedText, positiveId, weekday } from './primitives.ts';
import type { RoomPrice } from './price-list-schema.ts';
import { FOOD_TYPES } from './food-type-name.ts';
import { HOUSING_IDS_PER_SCHOOL } from './catalogue-accommodation-id.ts';

export const ACCOMMODATION_TYPES = ['homestay', 'residence', 'apartment', 'hotel', 'campus'] as const;

/** Status 10 (or fullyBooked 10) blocks the dates it covers (spec sections 5 and 9). */
export const availabilitySchema = z.object({
  start: isoDate,
  end: isoDate,
  status: z.number().int(),
  fullyBooked: z.number().int().default(0),
});

export const roomSchema = z.object({
  id: positiveId,
  roomFor: z.number().int().min(1).max(6),
  enSuite: z.boolean(),
  onlyBookedTogether: z.boolean().default(false),
  minWeeks: z.number().int().positive().default(1),
  maxWeeks: z.number().int().positive().nullable().default(null),
});

export const foodSchema = z.object({ id: positiveId, type: z.enum(FOOD_TYPES) });

/** A (room, meal plan) pair the housing offers; its prices are in each price list. */
export const roomOfferSchema = z.object({ roomId: positiveId, foodId: positiveId });

export const accommodationSchema = z
  .object({
    // Below 1000, so that the catalogue-wide id (school × 1000 + this) names one housing.
    id: positiveId.max(HOUSING_IDS_PER_SCHOOL - 1, { error: `must be below ${HOUSING_IDS_PER_SCHOOL}` }),
    name: localizedText,
    description: localizedText,
    type: z.enum(ACCOMMODATION_TYPES),
    minAge: z.number().int().min(0),
    minutesToSchool: z.number().int().min(0),
    byTransport: z.boolean(),
    foodDescription: localizedText,
    arrivalDay: weekday,
    departureDay: weekday,
    minWeeks: z.number().int().positive().default(1),
    /** A count of the photo script's drawings (two by default), or a list with uploads and alt texts. */
    photos: housingPhotosSchema,
    /** Housing the agency manages itself ('our' in the spec). */
    our: z.boolean().default(false),
    transferRequired: z.boolean().default(false),
    availabilityOptions: z.array(availabilitySchema).default([]),
    rooms: z.array(roomSchema).min(1, { error: 'needs at least one room' }),
    foods: z.array(foodSchema).min(1, { error: 'needs at least one meal option' }),
    offers: z.array(roomOfferSchema).min(1, { error: 'needs at least one (room, meal plan) pair' }),
  })
  .superRefine((housing, ctx) => {
    const roomIds = new Set(housing.rooms.map((room) => room.id));
    const foodIds = new Set(housing.foods.map((food) => food.id));
    housing.offers.forEach((row, index) => {
      if (!roomIds.has(row.roomId))
        ctx.addIssue({ code: 'custom', path: ['offers', index, 'roomId'], message: `no room with id ${row.roomId}` });
      if (!foodIds.has(row.foodId))
        ctx.addIssue({
          code: 'custom',
          path: ['offers', index, 'foodId'],
          message: `no meal option with id ${row.foodId}`,
        });
    });
  });

/** A housing as content writes it: the pairs it offers, without prices (they are in the price lists). */
export type AccommodationFile = z.infer<typeof accommodationSchema>;

/** A housing with the prices of one price list (pricedSchool): a row per offered pair. */
export type AccommodationContent = AccommodationFile & { prices: RoomPrice[] };
