import type { SchoolCard } from '#domain/catalogue/api-types.ts';
import type { ReviewStars } from '#domain/catalogue/review-stars.ts';
import { schoolRating } from '#domain/catalogue/school-rating.ts';
import { toSchoolCard } from '#domain/catalogue/to-school-card.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';
import type { Culture } from '#domain/culture.ts';
import { plainPhotoAddress, type PhotoAddress } from '#domain/photos/photo-address.ts';
import type { Database } from '../db/database.ts';
import { approvedReviewStars } from '../reviews/index.ts';
import { getPlaces } from './queries/get-places.ts';
import { forEachSchoolBatch } from './queries/list-schools.ts';

/** Every school as a search card for a culture, most popular first; `today` decides running promotions. */
export async function listSchoolCards(
  db: Database,
  culture: Culture,
  today: string,
  photoAddress: PhotoAddress = plainPhotoAddress,
): Promise<SchoolCard[]> {
  return (await listSchoolCardsByCulture(db, [culture], today, photoAddress)).get(culture)!;
}

/**
 * listSchoolCards for several cultures from one read of the schools: the build's home pages need
 * every culture's cards, and reading each school's whole content is most of the work.
 */
export async function listSchoolCardsByCulture(
  db: Database,
  cultures: readonly Culture[],
  today: string,
  photoAddress: PhotoAddress = plainPhotoAddress,
): Promise<Map<Culture, SchoolCard[]>> {
  const [places, stars] = await Promise.all([getPlaces(db), approvedReviewStars(db)]);
  const starsBySchool = new Map<number, ReviewStars[]>();
  for (const review of stars) {
    const list = starsBySchool.get(review.schoolId);
    if (list) list.push(review);
    else starsBySchool.set(review.schoolId, [review]);
  }
  // Batch by batch: only the cards are kept, not every school's whole content.
  const cards = new Map(cultures.map((culture) => [culture, [] as SchoolCard[]]));
  await forEachSchoolBatch(db, (batch) => {
    for (const school of batch) {
      const own = starsBySchool.get(school.id) ?? [];
      const priced = shownPricedSchool(school, today);
      const rating = schoolRating(own);
      for (const culture of cultures)
        cards
          .get(culture)!
          .push(toSchoolCard(priced, { culture, places, rating, reviewsCount: own.length, today, photoAddress }));
    }
  });
  return cards;
}
