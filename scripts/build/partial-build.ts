import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Written into every build folder: the digest of the code its pages were rendered with. */
export const SOURCES_DIGEST_FILE = '.sources-digest';

/** What the pages are rendered from besides the catalogue: the code, its configuration and its packages. */
const SOURCES = ['src', 'astro.config.mjs', 'tsconfig.json', 'package-lock.json'];

const filesOf = (path: string): string[] =>
  !existsSync(path)
    ? []
    : readdirSync(path, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && !entry.parentPath.includes('__tests__'))
        .map((entry) => join(entry.parentPath, entry.name));

/**
 * A digest of the site's code. A partial build renders a few pages and keeps the others from the
 * previous build, which is only right when both were rendered by the same code: the same markup,
 * the same hashed scripts and the same inline-script hashes in the pages' policy.
 */
export function sourcesDigest(root: string): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    const path = join(root, source);
    for (const file of (existsSync(path) && !source.includes('.') ? filesOf(path) : [path]).sort()) {
      if (!existsSync(file)) continue;
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const COMPRESSED_SIBLING = /\.(br|gz)$/;

/**
 * Hard-links into the new client folder every file of the previous build's that the partial
 * render did not write: the pages it left alone, with their .br and .gz, and the sitemap. A
 * re-rendered page's old siblings are left behind, so precompression makes its new ones.
 */
export function keepPreviousPages(previousClient: string, client: string): number {
  const written = new Set(filesOf(client).map((file) => relative(client, file)));
  let kept = 0;
  for (const from of filesOf(previousClient)) {
    const path = relative(previousClient, from);
    if (written.has(path) || (COMPRESSED_SIBLING.test(path) && written.has(path.replace(COMPRESSED_SIBLING, ''))))
      continue;
    const to = join(client, path);
    mkdirSync(dirname(to), { recursive: true });
    linkSync(from, to);
    kept += 1;
  }
  return kept;
}

/**
 * The pages of a partial render that the previous build does not have: a school that is new, or
 * moved (another slug, city or language), or a search that got another page. Their addresses
 * change the sitemap, the links between pages and the counts, so they need a whole build.
 */
export function newAddresses(previousClient: string, client: string): string[] {
  return filesOf(client)
    .filter((file) => file.endsWith('.html'))
    .map((file) => relative(client, file))
    .filter((path) => !existsSync(join(previousClient, path)));
}

interface RouteHeaders {
  pathname: string;
}

/**
 * The adapter's `_headers.json` of a partial render has the routes it rendered; the routes it did
 * not render keep the previous build's entries (the same code wrote both).
 */
export function keepPreviousHeaders(previousDir: string, buildDir: string): void {
  const file = join(buildDir, '_headers.json');
  const previousFile = join(previousDir, '_headers.json');
  if (!existsSync(previousFile)) return;
  const rendered = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteHeaders[]) : [];
  const routes = new Set(rendered.map((entry) => entry.pathname));
  const previous = JSON.parse(readFileSync(previousFile, 'utf8')) as RouteHeaders[];
  writeFileSync(file, JSON.stringify([...rendered, ...previous.filter((entry) => !routes.has(entry.pathname))]));
}
