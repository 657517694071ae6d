import { BOOKING_STATUSES } from '../domain/booking/booking-status.ts';
import { COURSE_TYPES } from '../domain/catalogue/course-schema.ts';
import { TEAM_ROLES } from '../domain/company/company-schema.ts';
import { ACCOMMODATION_TYPES } from '../domain/catalogue/accommodation-schema.ts';
import { FOOD_TYPES } from '../domain/catalogue/food-type-name.ts';
import { PARTS_OF_DAY, SCHEDULE_ACTIVITIES } from '../domain/catalogue/schedule-schema.ts';
import { HOUSING_PHOTO_KINDS } from '../domain/photos/housing-photo-kind.ts';
import { legalTextKeys } from './legal-sections.ts';
import { INCLUDED_ITEMS } from '../domain/shortlist/compare-answer.ts';
import { COMPARE_CHOICE_KEYS, COMPARE_HOUSINGS, COMPARE_ROOMS } from '../domain/shortlist/compare-choices.ts';
import { ROW_IDS } from '../domain/shortlist/comparison-rows.ts';
import { CHAT_TEMPLATE_IDS } from '../domain/chat/chat-templates.ts';
import type { TranslationKey } from './translation-key.ts';

/** Keys built at run time (so a scan of t('…') calls cannot see them); check:i18n adds these. */
export const DYNAMIC_KEYS: readonly string[] = [
  ...COURSE_TYPES.map((type) => `course.type.${type}`),
  ...ACCOMMODATION_TYPES.map((type) => `housing.type.${type}`),
  ...FOOD_TYPES.map((type) => `food.${type}`),
  // The alt texts of housing photos (GET /api/school/GetAccommodationPhotos).
  ...HOUSING_PHOTO_KINDS.map((kind) => `housing.photo.${kind}`),
  // Lesson schedules (src/i18n/format-schedule.ts); plain lessons need no label.
  ...SCHEDULE_ACTIVITIES.filter((activity) => activity !== 'lessons').map(
    (activity) => `schedule.activity.${activity}`,
  ),
  ...PARTS_OF_DAY.map((part) => `schedule.partOfDay.${part}`),
  // The office's chat templates, in the visitor's language (src/server/chat/routes/office-chat.ts).
  ...CHAT_TEMPLATE_IDS.map((id) => `chat.template.${id}`),
  // A booking's status on its page (src/components/booking/BookingPage.astro).
  ...BOOKING_STATUSES.map((status) => `bookingPage.status.${status}`),
  // The team's roles on the About page (content/company.json).
  ...TEAM_ROLES.map((role) => `about.role.${role}`),
  // The comparison's rows, cells, choices and refusals (src/islands/Shortlist).
  ...ROW_IDS.map((row) => `compare.row.${row}`),
  ...INCLUDED_ITEMS.map((item) => `compare.included.${item}`),
  ...COMPARE_HOUSINGS.map((housing) => `compare.housing.${housing}`),
  ...COMPARE_ROOMS.map((room) => `compare.room.${room}`),
  ...['noCourse', 'noHousing', 'notBookable'].map((problem) => `compare.problem.${problem}`),
  ...[...COMPARE_CHOICE_KEYS, 'culture'].map((field) => `compare.field.${field}`),
  // The loading overlay and the cart islands read these from the translates table.
  'loading.tagline',
  'howToBook.BookingCourseError',
  'accommodations.MustBook',
  'validationErrors.InvalidAccommodationDates',
  'validationErrors.InvalidAccommodationDuration',
  'validationErrors.TransferRequired',
  'validationErrors.courseStartTooFar',
  'validationErrors.housingOutsideCourse',
  'validationErrors.housingAboveCourseAge',
  'validationErrors.noPriceList',
  'bookingModal.NameIsRequired',
  'bookingModal.emailIsRequired',
  'bookingModal.phoneIsRequired',
  'bookingModal.fieldIsRequired',
  // The booking form's other messages (src/domain/booking/booking-form-schema.ts) and the deposit
  // page's stay problems (src/server/bookings/price-booking-cart.ts).
  'bookingModal.nameTooLong',
  'bookingModal.emailIsInvalid',
  'bookingModal.phoneIsInvalid',
  'bookingModal.hasControlCharacters',
  'booking.cartInvalid',
  'booking.notAvailable',
  // A booking form without its course (src/domain/booking/course-param-errors.ts).
  'booking.courseMissing',
  // The privacy policy and the terms of use, section by section (src/components/LegalPage.astro).
  ...legalTextKeys('privacy'),
  ...legalTextKeys('terms'),
];

// The builders below name keys the type cannot check; DYNAMIC_KEYS lists every key they build,
// so check:i18n finds each one in every dictionary.

/** The key of a course type's label. */
export const courseTypeKey = (type: string): TranslationKey => `course.type.${type}` as TranslationKey;
/** The key of an accommodation type's label. */
export const housingTypeKey = (type: string): TranslationKey => `housing.type.${type}` as TranslationKey;
/** The key of a housing photo's alt text ({{name}} is the housing's name). */
export const housingPhotoKey = (kind: string): TranslationKey => `housing.photo.${kind}` as TranslationKey;
/** The key of a meal plan's label. */
export const foodKey = (type: string): TranslationKey => `food.${type}` as TranslationKey;
