import type { LighthouseRow } from './lighthouse-row.ts';

/** Issue 12's targets: performance ≥ 95 on a quiet machine, the other categories 100, CLS < 0.02. */
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  clsBelow: 0.02,
} as const;

/** The Lighthouse categories (their ids) of a row that missed their target. */
export function categoriesBelowTarget(
  row: Pick<LighthouseRow, 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'cls'>,
): string[] {
  return [
    row.performance < LIGHTHOUSE_TARGETS.performance || !(row.cls < LIGHTHOUSE_TARGETS.clsBelow)
      ? 'performance'
      : undefined,
    row.accessibility < LIGHTHOUSE_TARGETS.accessibility ? 'accessibility' : undefined,
    row.bestPractices < LIGHTHOUSE_TARGETS.bestPractices ? 'best-practices' : undefined,
    row.seo < LIGHTHOUSE_TARGETS.seo ? 'seo' : undefined,
  ].filter((category): category is string => category !== undefined);
}
