import type { ReviewData } from '../../domain/catalogue/api-types.ts';
import { toReviewData } from '../../domain/catalogue/to-review-data.ts';
import type { Culture } from '../../domain/culture.ts';
import type { Database } from '../db/database.ts';
import { countApprovedReviews } from '../db/queries/count-approved-reviews.ts';
import { listApprovedReviews } from '../db/queries/list-approved-reviews.ts';
import { schoolExists } from '../db/queries/school-exists.ts';
import { ApiError } from '../http/api-error.ts';

/** One page of a school's approved reviews, newest first, with the total for 'show more'. */
export async function loadSchoolReviews(
  db: Database,
  query: { culture: Culture; schoolId: number; count: number; offset: number },
): Promise<{ items: ReviewData[]; total: number }> {
  if (!(await schoolExists(db, query.schoolId))) throw new ApiError(404, `no school with id ${query.schoolId}`, 'schoolid');
  const [records, total] = await Promise.all([
    listApprovedReviews(db, query.schoolId, { limit: query.count, offset: query.offset }),
    countApprovedReviews(db, query.schoolId),
  ]);
  return { items: records.map((record) => toReviewData(record, query.culture)), total };
}
