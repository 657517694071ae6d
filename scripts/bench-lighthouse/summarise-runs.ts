import type { LighthouseRow } from './lighthouse-row.ts';
import { missedTargets, type TargetFigures } from './lighthouse-targets.ts';

/** A figure over the runs of one page: the median and the spread. */
export type Spread = { median: number; min: number; max: number };

/** One page over its runs: each figure's median and spread, and the targets the medians miss. */
export type PageSummary = {
  path: string;
  runs: number;
  figures: Record<keyof TargetFigures, Spread>;
  /** The targets the medians miss ('performance 86 < 95'); empty when every target holds. */
  missed: string[];
  /** The costly audits of the run whose performance is the median one. */
  costs: string[];
};

/** The median of the values (the mean of the middle two when their number is even). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function spread(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

const FIGURES: readonly (keyof TargetFigures)[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
];

/** The runs of one page (all of the same path) as one summary; the verdict is the medians'. */
export function summariseRuns(rows: readonly LighthouseRow[]): PageSummary {
  const first = rows[0];
  if (!first) throw new Error('no runs to summarise');
  if (rows.some((row) => row.path !== first.path)) throw new Error('runs of different pages');
  const figures = Object.fromEntries(
    FIGURES.map((name) => [name, spread(rows.map((row) => row[name]))]),
  ) as PageSummary['figures'];
  const medians = Object.fromEntries(FIGURES.map((name) => [name, figures[name].median])) as TargetFigures;
  // The run the costs are read from: the one nearest the median performance (the lower on a tie).
  const byPerformance = [...rows].sort((a, b) => a.performance - b.performance);
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  return { path: first.path, runs: rows.length, figures, missed: missedTargets(medians), costs: middle.costs };
}
