/** Whole years since the agency was founded, on `today` (YYYY-MM-DD, the build's date): counted, never typed. */
export function yearsInBusiness(founded: number, today: string): number {
  return Math.max(0, Number(today.slice(0, 4)) - founded);
}
