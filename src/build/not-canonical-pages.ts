/**
 * The built pages whose canonical address is another page (a school's page under its second
 * language points at the one under its first). Pages mark themselves as they render; the sitemap,
 * written when the build is done, leaves them out. Kept on globalThis: the pages (bundled by Vite)
 * and astro.config.mjs (loaded by Node) each have their own instance of this module, in one process.
 */
const KEY = Symbol.for('linguatrips.build.not-canonical-pages');

type Globals = typeof globalThis & { [KEY]?: Set<string> };
const globals = globalThis as Globals;

const marked = (): Set<string> => (globals[KEY] ??= new Set());

/** Marks the page at `path` (/{culture}/…/, as the site serves it) as a copy of another. */
export function markNotCanonical(path: string): void {
  marked().add(path);
}

/** Whether the page at `path` marked itself as a copy of another page in this build. */
export function isNotCanonical(path: string): boolean {
  return marked().has(path);
}
