import { describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import { lighthouseRow, type LighthouseRow } from '../lighthouse-row.ts';
import { lighthouseTable } from '../lighthouse-table.ts';
import { categoriesBelowTarget } from '../lighthouse-targets.ts';
import { summariseRuns } from '../summarise-runs.ts';
import { replaceMarkedSection } from '../../bench/replace-marked-section.ts';

/** The parts of a Lighthouse result the row reads. */
function lhr(
  scores: Record<string, number>,
  audits: Record<string, Partial<Result['audits'][string]>>,
  refs: { id: string; weight: number }[] = [],
): Result {
  const categories = Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [id, { id, score, auditRefs: id === 'performance' ? refs : [] }]),
  );
  const withIds = Object.fromEntries(Object.entries(audits).map(([id, audit]) => [id, { id, ...audit }]));
  return { categories, audits: withIds } as unknown as Result;
}

const metrics = {
  'largest-contentful-paint': { numericValue: 1810.4, score: 0.9, displayValue: '1.8 s' },
  'total-blocking-time': { numericValue: 41.6, score: 1 },
  'cumulative-layout-shift': { numericValue: 0.0042, score: 1 },
};

describe('lighthouseRow', () => {
  it('reads the scores as 0–100 and the metrics, and lists nothing when every target holds', () => {
    const row = lighthouseRow(
      '/en/',
      lhr({ performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 1 }, metrics),
      categoriesBelowTarget,
    );
    expect(row).toEqual({
      path: '/en/',
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1810.4,
      tbtMs: 41.6,
      cls: 0.0042,
      costs: [],
    });
  });

  it('names the audits that cost a missed target, the costliest first, and the opportunities that would speed up LCP', () => {
    const result = lhr(
      { performance: 0.81, accessibility: 1, 'best-practices': 1, seo: 1 },
      {
        ...metrics,
        'largest-contentful-paint': { numericValue: 2210.4, score: 0.8, displayValue: '2.2 s' },
        'total-blocking-time': { numericValue: 640, score: 0.4, displayValue: '640 ms' },
        'render-blocking-insight': {
          score: 0,
          details: { type: 'opportunity' },
          metricSavings: { LCP: 300, FCP: 300 },
        } as never,
      },
      [
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
        { id: 'cumulative-layout-shift', weight: 25 },
      ],
    );
    expect(lighthouseRow('/en/english/', result, categoriesBelowTarget).costs).toEqual([
      'total-blocking-time: 640 ms',
      'largest-contentful-paint: 2.2 s',
      'render-blocking-insight (LCP −300 ms)',
    ]);
  });
});

const good = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
};

describe('categoriesBelowTarget', () => {
  it('holds at the targets themselves: performance 95, LCP 2.0 s, TBT 100 ms, CLS 0.02, the rest 100', () => {
    expect(categoriesBelowTarget(good)).toEqual([]);
  });
  it('counts a slow metric against performance even when the score holds', () => {
    expect(categoriesBelowTarget({ ...good, performance: 94 })).toEqual(['performance']);
    expect(categoriesBelowTarget({ ...good, lcpMs: 2001 })).toEqual(['performance']);
    expect(categoriesBelowTarget({ ...good, tbtMs: 101 })).toEqual(['performance']);
    expect(categoriesBelowTarget({ ...good, cls: 0.021 })).toEqual(['performance']);
    expect(categoriesBelowTarget({ ...good, accessibility: 99, seo: 92 })).toEqual(['accessibility', 'seo']);
    expect(categoriesBelowTarget({ ...good, bestPractices: 96 })).toEqual(['best-practices']);
  });
});

const run = (path: string, figures: Partial<typeof good>, costs: string[] = []): LighthouseRow => ({
  path,
  ...good,
  ...figures,
  costs,
});

describe('summariseRuns', () => {
  it('gives each figure the median of the runs and their spread', () => {
    const page = summariseRuns([
      run('/en/', { performance: 97, lcpMs: 1900, tbtMs: 30 }),
      run('/en/', { performance: 92, lcpMs: 2400, tbtMs: 90 }),
      run('/en/', { performance: 99, lcpMs: 1700, tbtMs: 10 }),
    ]);
    expect(page.runs).toBe(3);
    expect(page.figures.performance).toEqual({ median: 97, min: 92, max: 99 });
    expect(page.figures.lcpMs).toEqual({ median: 1900, min: 1700, max: 2400 });
    expect(page.figures.tbtMs).toEqual({ median: 30, min: 10, max: 90 });
    expect(page.missed).toEqual([]);
  });

  it('takes the mean of the middle two when the number of runs is even', () => {
    const page = summariseRuns([run('/en/', { performance: 90 }), run('/en/', { performance: 96 })]);
    expect(page.figures.performance.median).toBe(93);
    expect(page.missed).toEqual(['performance 93 < 95']);
  });

  it('misses a target on the median whatever a single run gave, naming the figure and its target', () => {
    const page = summariseRuns([
      run('/en/school/', { performance: 86, lcpMs: 3300, tbtMs: 198 }, ['total-blocking-time: 200 ms']),
      run('/en/school/', { performance: 96, lcpMs: 1800, tbtMs: 60 }, []),
      run('/en/school/', { performance: 84, lcpMs: 3500, tbtMs: 250 }, ['total-blocking-time: 250 ms']),
    ]);
    expect(page.missed).toEqual(['performance 86 < 95', 'LCP 3.3 s > 2.0 s', 'TBT 198 ms > 100 ms']);
    // The costs of the run of median performance.
    expect(page.costs).toEqual(['total-blocking-time: 200 ms']);
  });

  it('misses CLS above 0.02 and any other category below 100', () => {
    const page = summariseRuns([run('/zh/', { cls: 0.03, seo: 92, accessibility: 98, bestPractices: 96 })]);
    expect(page.missed).toEqual([
      'CLS 0.030 > 0.02',
      'accessibility 98 < 100',
      'best practices 96 < 100',
      'SEO 92 < 100',
    ]);
  });

  it('refuses no runs, or runs of different pages', () => {
    expect(() => summariseRuns([])).toThrow();
    expect(() => summariseRuns([run('/en/', {}), run('/ru/', {})])).toThrow();
  });
});

describe('lighthouseTable', () => {
  const info = {
    date: '2026-12-07 02:00 UTC',
    lighthouse: '13.5.0',
    chromium: 'Chromium 156',
    cores: 2,
    loadBefore: 0.4,
    loadAfter: 1.2,
    runs: 3,
  };

  it('prints a missed target as missed however quiet or loaded the machine, with the load beside it', () => {
    const missed = summariseRuns([
      run('/ru/school/', { performance: 78, lcpMs: 3700, tbtMs: 352 }),
      run('/ru/school/', { performance: 80, lcpMs: 3600, tbtMs: 300 }),
      run('/ru/school/', { performance: 75, lcpMs: 3900, tbtMs: 400 }, ['total-blocking-time: 400 ms']),
    ]);
    for (const load of [0.1, 2.0, 9.5]) {
      const table = lighthouseTable([missed], { ...info, loadBefore: load, loadAfter: load });
      expect(table).toContain(`load average ${load.toFixed(1)} before and ${load.toFixed(1)} after`);
      expect(table).toContain('**missed**: performance 78 < 95, LCP 3.7 s > 2.0 s, TBT 352 ms > 100 ms');
      expect(table).toContain('**1 of 1 pages missed a target**');
      expect(table).not.toContain('Every target met');
    }
  });

  it('gives a row a page with the median and the spread of each figure, and the verdict', () => {
    const page = summariseRuns([
      run('/en/', { performance: 97, lcpMs: 1520, tbtMs: 12.4, cls: 0.0041 }),
      run('/en/', { performance: 98, lcpMs: 1480, tbtMs: 20, cls: 0.0041 }),
      run('/en/', { performance: 99, lcpMs: 1400, tbtMs: 0, cls: 0.0041 }),
    ]);
    const table = lighthouseTable([page], info);
    expect(table).toContain('3 runs a page: median (min–max)');
    expect(table).toContain('| `/en/` | 98 (97–99) | 1.5 (1.4–1.5) s | 12 (0–20) ms | 0.004 | 100 | 100 | 100 | met |');
    expect(table).toContain('Every target met on all 1 pages.');
  });
});

describe('replaceMarkedSection', () => {
  it('replaces what stands between the markers and keeps them for the next run', () => {
    const text = 'before\n<!-- lighthouse:start -->\nold\n<!-- lighthouse:end -->\nafter\n';
    const once = replaceMarkedSection(text, 'lighthouse', 'new table');
    expect(once).toBe('before\n<!-- lighthouse:start -->\nnew table\n<!-- lighthouse:end -->\nafter\n');
    expect(replaceMarkedSection(once, 'lighthouse', 'newer')).toBe(
      'before\n<!-- lighthouse:start -->\nnewer\n<!-- lighthouse:end -->\nafter\n',
    );
  });

  it('fails without both markers in order', () => {
    expect(() => replaceMarkedSection('no markers', 'lighthouse', 'x')).toThrow(/lighthouse:start/);
    expect(() =>
      replaceMarkedSection('<!-- lighthouse:end --> <!-- lighthouse:start -->', 'lighthouse', 'x'),
    ).toThrow();
  });
});
