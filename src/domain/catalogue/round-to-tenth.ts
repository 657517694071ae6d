/** Rounds a rating to one decimal, half up, as ratings are shown (4.65 → 4.7). */
export function roundToTenth(value: number): number {
  // The epsilon keeps 4.65 (stored as 4.6499…) rounding up like a person would.
  return Math.round((value + Number.EPSILON) * 10) / 10;
}
