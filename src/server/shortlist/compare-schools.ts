import type { SchoolData } from '#domain/catalogue/api-types.ts';
import { schoolLink } from '#domain/catalogue/school-paths.ts';
import { shownClassMixes } from '#domain/catalogue/shown-class-mix.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import type { Culture } from '#domain/culture.ts';
import type { CompareAnswer, CompareColumn, IncludedItem } from '#domain/shortlist/compare-answer.ts';
import type { CompareChoices } from '#domain/shortlist/compare-choices.ts';
import { compareStay } from '#domain/shortlist/compare-cart-query.ts';
import { cartQueryString } from '#domain/cart/serialise-cart-query.ts';
import type { PhotoAddress } from '#domain/photos/photo-address.ts';
import { isoDay, type Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { findSchoolById, getPlaces, schoolPageData, type PricingCatalogue } from '../catalogue/index.ts';
import { calculatePrice } from '../quotes/index.ts';
import { approvedReviewStars } from '../reviews/index.ts';

/** What a comparison reads: the catalogue for the facts, the pricing catalogue for the totals. */
export interface CompareDeps {
  db: Database;
  pricing: PricingCatalogue;
  clock: Clock;
  blobStorageUrl: string;
  photoAddress?: PhotoAddress;
}

function includedItems(school: SchoolData, data: CalculationData): IncludedItem[] {
  const price = data.price!;
  const fees = price.schoolFeeInfo;
  const items: IncludedItem[] = ['course'];
  if (!price.accommodation.empty) items.push('housing');
  const housing = school.accommodations.find((a) => a.id === price.accommodation.id);
  const food = housing?.foods.find((f) => f.id === price.accommodation.food);
  if (!price.accommodation.empty && food && food.type !== 'none' && food.type !== 'self_catering') items.push('meals');
  if (fees.registrationFee > 0) items.push('registration');
  if (fees.booksFee > 0) items.push(fees.booksFeePaidInSchool ? 'booksAtSchool' : 'books');
  if (fees.accommodationFee > 0) items.push('placement');
  if (fees.sendingInvitationWithCourier > 0) items.push('courier');
  if (price.transfer.id !== 0) items.push('transfer');
  return items;
}

async function compareOne(
  deps: CompareDeps,
  id: number,
  culture: Culture,
  choices: CompareChoices,
  now: Date,
): Promise<CompareColumn> {
  const content = await findSchoolById(deps.db, id);
  if (!content) throw new ApiError(400, `s: ${id} is not a school of the catalogue`, 's');
  const [places, stars] = await Promise.all([getPlaces(deps.db), approvedReviewStars(deps.db, id)]);
  const school = schoolPageData(content, {
    culture,
    places,
    stars,
    newest: undefined,
    blobStorageUrl: deps.blobStorageUrl,
    photoAddress: deps.photoAddress,
    today: isoDay(now),
  });
  const path = schoolLink(content);
  const stay = compareStay(school, choices, now);
  // The very code of GET /api/school/calculate, on the same in-memory pricing catalogue.
  const data = stay ? await calculatePrice(deps.pricing, { ...stay.query, schoolId: id, culture }, now) : null;
  const priced = data?.price && !stay?.noHousing ? data : null;
  const chosenHousing = priced
    ? school.accommodations.find((a) => !priced.price!.accommodation.empty && a.id === priced.price!.accommodation.id)
    : stay?.housing;
  const room = chosenHousing?.rooms.find((r) => r.id === (priced?.price?.accommodation.room ?? stay?.query.roomId));
  const food = chosenHousing?.foods.find((f) => f.id === priced?.price?.accommodation.food);
  const query = data ? data.query : stay ? cartQueryString({ ...stay.query, culture }) : null;
  const start = priced?.price?.course.start ?? stay?.query.courseStart ?? null;
  return {
    schoolId: id,
    name: school.name,
    cityName: school.navigations[2]?.name ?? school.city,
    countryName: school.navigations[1]?.name ?? school.country,
    photo: school.mainPhotoUrl,
    href: query ? `${path}?${query}` : path,
    query,
    currency: school.currency,
    price: priced?.price
      ? {
          total: priced.price.total,
          deposit: priced.price.deposit.value,
          fullDeposit: priced.price.deposit.fullDeposit,
          balance: priced.price.balance,
          balanceDate: priced.price.balanceDate,
          start: priced.price.course.start,
          end: priced.price.course.end,
          weeks: priced.price.course.weeks,
        }
      : null,
    problem: !stay ? 'noCourse' : stay.noHousing ? 'noHousing' : priced ? null : 'notBookable',
    course: stay
      ? {
          name: stay.course.name,
          lessonsPerWeek: stay.lessonsPerWeek,
          lessonMinutes: stay.course.lessonDuration || school.lessonDuration,
          classSize: stay.course.studentsPerClass,
          minAge: stay.course.minAge,
          maxAge: stay.course.maxAge,
        }
      : null,
    housing:
      chosenHousing && room
        ? {
            name: chosenHousing.name,
            minutesToSchool: chosenHousing.minutesToSchool,
            byTransport: chosenHousing.byTransport,
            roomFor: room.roomFor,
            food: food?.name ?? null,
          }
        : null,
    rating: { ...school.schoolRating, count: school.ratingBreakdown.count },
    returnDepositOnVisaRejection: school.returnDepositOnVisaRejection,
    included: priced ? includedItems(school, priced) : [],
    accreditations: school.facts.accreditations,
    classMixes: shownClassMixes(school.facts.classMix),
    classMixMonth: choices.month ?? start?.slice(0, 7) ?? null,
  };
}

/**
 * Prices up to four schools for the visitor's choices in one request (issue 35): each school's
 * stay is chosen by the domain (compareStay) and priced by the pricing endpoint's own function, so
 * a column's total is the one GET /api/school/calculate gives for its query. An id that is not a
 * school is a 400 naming `s`.
 */
export async function compareSchools(
  deps: CompareDeps,
  request: { ids: readonly number[]; culture: Culture; choices: CompareChoices },
): Promise<CompareAnswer> {
  const now = deps.clock();
  const columns = await Promise.all(
    request.ids.map((id) => compareOne(deps, id, request.culture, request.choices, now)),
  );
  return { culture: request.culture, choices: request.choices, columns };
}
