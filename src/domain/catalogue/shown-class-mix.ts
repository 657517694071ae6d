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
 * The calendar months (1–12) whose most recent shown mix had no student under 18: the months a
 * search for 'adults only' finds the school in. A month without a shown mix is not one of them:
 * nothing says it is adults only.
 */
export function adultsOnlyMonths(mixes: readonly ClassMix[]): number[] {
  const latest = new Map<number, ClassMix>();
  for (const mix of shownClassMixes(mixes)) {
    const month = Number(mix.month.slice(5, 7));
    if (!latest.has(month)) latest.set(month, mix);
  }
  return [...latest]
    .filter(([, mix]) => mix.under18 === 0)
    .map(([month]) => month)
    .sort((a, b) => a - b);
}
