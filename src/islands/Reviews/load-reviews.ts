import type { ApiEnvelope, ReviewsPageData } from '#domain/catalogue/api-types.ts';
import type { Culture } from '#domain/culture.ts';

/** One page of a school's reviews from GET /api/school/reviews/ (spec section 7); throws when it cannot be had. */
export async function loadReviews(
  fetcher: typeof fetch,
  query: { culture: Culture; schoolId: number; count: number; offset: number },
): Promise<ReviewsPageData> {
  const params = new URLSearchParams({
    culture: query.culture,
    schoolid: String(query.schoolId),
    count: String(query.count),
    offset: String(query.offset),
  });
  const response = await fetcher(`/api/school/reviews/?${params}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`reviews: HTTP ${response.status}`);
  const body = (await response.json()) as ApiEnvelope<ReviewsPageData>;
  if (!body.success) throw new Error(`reviews: ${body.error.message}`);
  return body.data;
}
