/**
 * The parts of a school's catalogue data that the cart and price rules read. SchoolData is
 * assignable to CartSchool, so the page passes its data as it is, while tests and generators
 * build only what the rules look at.
 */
import type { AccommodationData, CourseData, PromotionData, SchoolData, TransferData } from '../catalogue/api-types.ts';

export type CourseRules = Pick<
  CourseData,
  | 'id'
  | 'minWeeks'
  | 'maxWeeks'
  | 'startDay'
  | 'endDay'
  | 'isAccommodationRequired'
  | 'availableOnSpecificDatesOnly'
  | 'registrationInSpecificDates'
  | 'availableDates'
  | 'courseWeeks'
  | 'seasonSupplements'
>;

export type AccommodationRules = Pick<
  AccommodationData,
  'id' | 'arrivalDay' | 'departureDay' | 'availabilityOptions' | 'rooms' | 'foods' | 'prices' | 'transferRequired' | 'minWeeks'
>;

export type RoomRules = AccommodationRules['rooms'][number];

export type TransferRules = Pick<TransferData, 'id' | 'oneWayPrice' | 'twoWayPrice'>;

export type PromotionRules = Pick<PromotionData, 'id' | 'kind' | 'value' | 'appliesTo' | 'minWeeks' | 'bookingWindow' | 'startWindow'>;

export interface CartSchool extends Pick<SchoolData, 'id' | 'currency' | 'deposit' | 'fullPaymentRequired' | 'fees'> {
  courses: CourseRules[];
  accommodations: AccommodationRules[];
  transfers: TransferRules[];
  promotions: PromotionRules[];
}
