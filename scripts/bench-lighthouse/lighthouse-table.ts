import type { LighthouseRow } from './lighthouse-row.ts';

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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The Markdown docs/benchmarks.md keeps: one row a page, then what cost points where a target was missed. */
export function lighthouseTable(rows: readonly LighthouseRow[], info: LighthouseRunInfo): string {
  const lines = [
    `Lighthouse ${info.lighthouse} (mobile, simulated throttling), ${info.chromium}, ${info.date}; ${info.cores} shared cores, ` +
      `load average ${info.loadBefore.toFixed(1)} before and ${info.loadAfter.toFixed(1)} after; ` +
      `${info.runs === 1 ? 'one run a page' : `median of ${info.runs} runs a page (by performance)`}.`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| \`${row.path}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${seconds(row.lcpMs)} | ${Math.round(row.tbtMs)} ms | ${row.cls.toFixed(3)} |`,
    ),
  ];
  const missed = rows.filter((row) => row.costs.length > 0);
  if (missed.length > 0) {
    lines.push('', 'Where a target was missed, the audits that cost it:', '');
    for (const row of missed) lines.push(`- \`${row.path}\`: ${row.costs.join('; ')}`);
  }
  return lines.join('\n');
}
