import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A page of src/pages as a route: its pattern ('/:culture/booking/:id') and its segments to match. */
export interface PageRoute {
  readonly pattern: string;
  readonly segments: readonly PageSegment[];
}

export type PageSegment = { kind: 'static'; text: string } | { kind: 'param' } | { kind: 'rest' };

const PAGE_FILE = /\.(astro|ts|js|md|mdx)$/;
const RANK = { static: 0, param: 1, rest: 2 } as const;

function segmentOf(part: string): { segment: PageSegment; label: string } {
  const rest = /^\[\.\.\.(.+)\]$/.exec(part);
  if (rest) return { segment: { kind: 'rest' }, label: '*' };
  const param = /^\[(.+)\]$/.exec(part);
  if (param) return { segment: { kind: 'param' }, label: `:${param[1]}` };
  return { segment: { kind: 'static', text: part }, label: part };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === '__tests__' || entry.name.startsWith('_') || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : PAGE_FILE.test(entry.name) ? [path] : [];
  });
}

/**
 * The routes of the site's pages, read once from src/pages as Astro does (a folder per segment,
 * [name] a parameter, [...name] the rest), in Astro's order of priority: at the first place two
 * routes differ, a fixed segment before a parameter before a rest. The log and the metrics name a
 * page by its pattern, never by its address: addresses carry tokens and are unbounded.
 */
export function readPageRoutes(pagesDir: string): PageRoute[] {
  const routes = filesUnder(pagesDir).map((file) => {
    const parts = relative(pagesDir, file).replace(PAGE_FILE, '').split(sep);
    if (parts.at(-1) === 'index') parts.pop();
    const read = parts.map(segmentOf);
    return { pattern: `/${read.map((part) => part.label).join('/')}`, segments: read.map((part) => part.segment) };
  });
  return routes.sort((a, b) => {
    for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
      const difference = RANK[a.segments[i]!.kind] - RANK[b.segments[i]!.kind];
      if (difference !== 0) return difference;
    }
    return b.segments.length - a.segments.length;
  });
}
