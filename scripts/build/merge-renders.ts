import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

interface StaticHeadersEntry {
  pathname: string;
  headers: { key: string; value: string }[];
}

/** The sitemap integration's files: the index, and the sitemaps it lists (sitemap-0.xml, …). */
const SITEMAP_INDEX = 'sitemap-index.xml';
const SITEMAP_FILE = /^sitemap-(\d+)\.xml$/;

/**
 * Merges renders of one build made side by side (render-in-shards.ts) into the first one's folder:
 * every file of the others' client folders that the first does not have (the pages of their
 * share; what every render writes alike, the bundles and the pages outside the cultures, stays
 * the first's), their sitemaps listed in one index, and their pages' headers in one
 * _headers.json. The others' server folders are the same bundle as the first's and are dropped
 * with them by the caller. Answers how many files it moved.
 */
export function mergeRenders(buildDir: string, others: readonly string[]): number {
  const client = join(buildDir, 'client');
  let moved = 0;
  for (const other of others) {
    const otherClient = join(other, 'client');
    moved += moveMissingFiles(otherClient, client);
    mergeSitemaps(otherClient, client);
    mergeHeaders(join(other, '_headers.json'), join(buildDir, '_headers.json'));
  }
  return moved;
}

/** Moves the files `to` lacks; answers how many. */
function moveMissingFiles(from: string, to: string): number {
  let moved = 0;
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const path = relative(from, source);
    if (path === SITEMAP_INDEX || SITEMAP_FILE.test(path)) continue;
    const target = join(to, path);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    renameSync(source, target);
    moved += 1;
  }
  return moved;
}

const sitemapsIn = (client: string) =>
  readdirSync(client)
    .filter((name) => SITEMAP_FILE.test(name))
    .sort((a, b) => Number(SITEMAP_FILE.exec(a)![1]) - Number(SITEMAP_FILE.exec(b)![1]));

/**
 * The other render's sitemaps follow the first's (sitemap-2.xml, …), and the index lists them all
 * at the address the first's index gives its own. A render without a sitemap (a partial build
 * keeps the served one) has nothing to merge.
 */
function mergeSitemaps(from: string, to: string): void {
  const index = join(to, SITEMAP_INDEX);
  if (!existsSync(index) || !existsSync(join(from, SITEMAP_INDEX))) return;
  let next = sitemapsIn(to).length;
  for (const name of sitemapsIn(from)) renameSync(join(from, name), join(to, `sitemap-${next++}.xml`));
  const first = /<loc>([^<]*\/)sitemap-0\.xml<\/loc>/.exec(readFileSync(index, 'utf8'));
  if (!first) throw new Error(`${index}: no <loc> of sitemap-0.xml to list the merged sitemaps beside`);
  const entries = sitemapsIn(to)
    .map((name) => `<sitemap><loc>${first[1]}${name}</loc></sitemap>`)
    .join('');
  writeFileSync(
    index,
    `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`,
  );
}

/**
 * One entry a route pattern or page, from both renders. A pattern both rendered must carry the same
 * headers in both: a difference would serve one share's pages with the other's policy.
 */
function mergeHeaders(from: string, to: string): void {
  if (!existsSync(from)) return;
  const merged = existsSync(to) ? (JSON.parse(readFileSync(to, 'utf8')) as StaticHeadersEntry[]) : [];
  const byPath = new Map(merged.map((entry) => [entry.pathname, entry]));
  for (const entry of JSON.parse(readFileSync(from, 'utf8')) as StaticHeadersEntry[]) {
    const known = byPath.get(entry.pathname);
    if (!known) {
      merged.push(entry);
      byPath.set(entry.pathname, entry);
    } else if (JSON.stringify(known.headers) !== JSON.stringify(entry.headers))
      throw new Error(`${entry.pathname}: the renders of this build gave its pages different headers`);
  }
  writeFileSync(to, JSON.stringify(merged));
}
