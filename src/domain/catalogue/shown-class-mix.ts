import type { ClassMix } from './school-facts-schema.ts';

/** A mix counted over fewer students says more about chance than about the school, and could point at one student. */
export const MIN_CLASS_MIX_STUDENTS = 5;

/** The class mixes a page may show, the most recent month first. */
export function shownClassMixes(mixes: readonly ClassMix[]): ClassMix[] {
  return mixes
    .filter((mix) => mix.students >= MIN_CLASS_MIX_STUDENTS)
    .sort((a, b) => (a.month < b.month ? 1 : a.month > b.month ? -1 : 0));
}

/**
 * The most recent shown mix of a calendar month (1–12), of whichever year: what a visitor starting
 * in that month can expect. Null when no mix of that month is shown: nothing is known of it.
 */
export function shownClassMixOfMonth(mixes: readonly ClassMix[], month: number): ClassMix | null {
  return shownClassMixes(mixes).find((mix) => Number(mix.month.slice(5, 7)) === month) ?? null;
}

/**
 * The calendar months (1–12) whose most recent shown mix had no student under 18: the months a
 * search for 'adults only' finds the school in. A month without a shown mix is not one of them:
 * nothing says it is adults only.
 */
export function adultsOnlyMonths(mixes: readonly ClassMix[]): number[] {
  return Array.from({ length: 12 }, (_, index) => index + 1).filter(
    (month) => shownClassMixOfMonth(mixes, month)?.under18 === 0,
  );
}
