/** The rating (0–5) as five text stars, rounded to whole stars (spec section 9): 4.4 → ★★★★☆. */
export function starText(rating: number): string {
  const full = Math.min(5, Math.max(0, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

/** The rating with one decimal in the culture's digits, for labels such as "4.5 out of 5". */
export function formatRating(rating: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
