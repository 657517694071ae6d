import { LIGHTHOUSE_TARGETS } from './lighthouse-targets.ts';
import type { PageSummary, Spread } from './summarise-runs.ts';

/** What the table says about the run: when, on what, how loaded the machine was. */
export type LighthouseRunInfo = {
  date: string;
  lighthouse: string;
  chromium: string;
  cores: number;
  loadBefore: number;
  loadAfter: number;
  runs: number;
};

/** A figure as 'median (min–max) unit', or the median alone when every run gave the same. */
function withSpread(spread: Spread, format: (value: number) => string, unit = ''): string {
  const median = format(spread.median);
  const [min, max] = [format(spread.min), format(spread.max)];
  return `${min === max ? median : `${median} (${min}–${max})`}${unit}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const inSeconds = (ms: number) => (ms / 1000).toFixed(1);
const whole = (value: number) => String(Math.round(value));

/**
 * The Markdown docs/benchmarks.md keeps: the machine's load beside the figures, one row a page
 * with each figure's median and spread, the verdict of the medians, then what cost points where
 * a target was missed. A missed target is printed as missed, whatever the load.
 */
export function lighthouseTable(pages: readonly PageSummary[], info: LighthouseRunInfo): string {
  const t = LIGHTHOUSE_TARGETS;
  const missed = pages.filter((page) => page.missed.length > 0);
  const lines = [
    `Lighthouse ${info.lighthouse} (mobile, simulated throttling), ${info.chromium}, ${info.date}; ${info.cores} shared cores, ` +
      `load average ${info.loadBefore.toFixed(1)} before and ${info.loadAfter.toFixed(1)} after; ` +
      `${info.runs === 1 ? 'one run a page' : `${info.runs} runs a page: median (min–max)`}. ` +
      `Targets on the median: performance ≥ ${t.performance}, LCP ≤ ${seconds(t.lcpMs)}, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}, ` +
      `accessibility, best practices and SEO ${t.accessibility}.`,
    '',
    '| page | performance | LCP | TBT | CLS | accessibility | best practices | SEO | verdict |',
    '|---|---|---|---|---|---|---|---|---|',
    ...pages.map((page) => {
      const f = page.figures;
      return `| \`${page.path}\` | ${withSpread(f.performance, whole)} | ${withSpread(f.lcpMs, inSeconds, ' s')} | ${withSpread(f.tbtMs, whole, ' ms')} | ${withSpread(f.cls, (v) => v.toFixed(3))} | ${withSpread(f.accessibility, whole)} | ${withSpread(f.bestPractices, whole)} | ${withSpread(f.seo, whole)} | ${page.missed.length === 0 ? 'met' : `**missed**: ${page.missed.join(', ')}`} |`;
    }),
    '',
    missed.length === 0
      ? `Every target met on all ${pages.length} pages.`
      : `**${missed.length} of ${pages.length} pages missed a target** (at load average ${info.loadBefore.toFixed(1)} before, ${info.loadAfter.toFixed(1)} after).`,
  ];
  const costly = missed.filter((page) => page.costs.length > 0);
  if (costly.length > 0) {
    lines.push('', 'Where a target was missed, the audits that cost it (the run of median performance):', '');
    for (const page of costly) lines.push(`- \`${page.path}\`: ${page.costs.join('; ')}`);
  }
  return lines.join('\n');
}
