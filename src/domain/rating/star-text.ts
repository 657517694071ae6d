/** The rating (0–5) as five text stars, rounded to whole stars (spec section 9): 4.4 → ★★★★☆. */
export function starText(rating: number): string {
  const full = Math.min(5, Math.max(0, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

// One formatter a locale: a page formats a dozen ratings, and making an Intl.NumberFormat costs
// far more than using one.
const ratingFormats = new Map<string, Intl.NumberFormat>();

/** The rating with one decimal in the culture's digits, for labels such as "4.5 out of 5". */
export function formatRating(rating: number, locale: string): string {
  let format = ratingFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    ratingFormats.set(locale, format);
  }
  return format.format(rating);
}
