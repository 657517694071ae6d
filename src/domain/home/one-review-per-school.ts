/**
 * The first review of each school, in the order given, at most `limit`: the home page shows what
 * visitors say of several schools rather than one school's latest week of reviews.
 */
export function oneReviewPerSchool<T extends { schoolId: number }>(reviews: readonly T[], limit: number): T[] {
  const seen = new Set<number>();
  const picked: T[] = [];
  for (const review of reviews) {
    if (seen.has(review.schoolId)) continue;
    seen.add(review.schoolId);
    picked.push(review);
    if (picked.length === limit) break;
  }
  return picked;
}
