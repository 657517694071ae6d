import { describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import { lighthouseRow } from '../lighthouse-row.ts';
import { lighthouseTable } from '../lighthouse-table.ts';
import { categoriesBelowTarget } from '../lighthouse-targets.ts';
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
  'largest-contentful-paint': { numericValue: 2210.4, score: 0.8, displayValue: '2.2 s' },
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
      lcpMs: 2210.4,
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

describe('categoriesBelowTarget', () => {
  const good = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.019 };
  it('holds at 95, 100, 100, 100 and CLS under 0.02', () => {
    expect(categoriesBelowTarget(good)).toEqual([]);
  });
  it('misses performance below 95 or at CLS 0.02, and each other category below 100', () => {
    expect(categoriesBelowTarget({ ...good, performance: 94 })).toEqual(['performance']);
    expect(categoriesBelowTarget({ ...good, cls: 0.02 })).toEqual(['performance']);
    expect(categoriesBelowTarget({ ...good, accessibility: 99, seo: 92 })).toEqual(['accessibility', 'seo']);
    expect(categoriesBelowTarget({ ...good, bestPractices: 96 })).toEqual(['best-practices']);
  });
});

describe('lighthouseTable', () => {
  it('says how loaded the machine was, and gives a row a page and the costs of missed targets', () => {
    const row = {
      path: '/ru/',
      performance: 88,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 3060,
      tbtMs: 212.4,
      cls: 0.0123,
      costs: ['total-blocking-time: 210 ms'],
    };
    const table = lighthouseTable([row], {
      date: '2026-11-24 15:00 UTC',
      lighthouse: '13.5.0',
      chromium: 'Chromium 142',
      cores: 2,
      loadBefore: 3.14,
      loadAfter: 4.5,
      runs: 1,
    });
    expect(table).toContain('2 shared cores, load average 3.1 before and 4.5 after; one run a page.');
    expect(table).toContain('| `/ru/` | 88 | 100 | 100 | 100 | 3.1 s | 212 ms | 0.012 |');
    expect(table).toContain('- `/ru/`: total-blocking-time: 210 ms');
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
