import type { Result } from 'lighthouse';
import type { TargetFigures } from './lighthouse-targets.ts';

/** One Lighthouse run of one page, as the table shows it: scores 0–100, LCP and TBT in ms. */
export type LighthouseRow = TargetFigures & {
  path: string;
  /** The audits that cost points in a category below its target, worst first ('render-blocking-resources: 300 ms'). */
  costs: string[];
};

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The row of a Lighthouse result; `below` says which categories missed their target, whose costly audits are listed. */
export function lighthouseRow(
  path: string,
  lhr: Result,
  below: (row: Omit<LighthouseRow, 'costs'>) => string[],
): LighthouseRow {
  const row = {
    path,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
  };
  const costs = below(row).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ ref, audit }) => audit && ref.weight > 0 && audit.score !== null && audit.score < 0.9)
      .sort((a, b) => b.ref.weight * (1 - (b.audit!.score ?? 1)) - a.ref.weight * (1 - (a.audit!.score ?? 1)))
      .map(({ audit }) => `${audit!.id}${audit!.displayValue ? `: ${audit!.displayValue}` : ''}`),
  );
  // Opportunities (render-blocking styles, unused code, image delivery) carry no weight but say why a metric is slow.
  const hints = below(row).includes('performance')
    ? Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.details?.type === 'opportunity' &&
            (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.FCP ?? 0) > 0,
        )
        .map((audit) => `${audit.id} (LCP −${Math.round(audit.metricSavings?.LCP ?? 0)} ms)`)
    : [];
  return { ...row, costs: [...costs, ...hints] };
}
