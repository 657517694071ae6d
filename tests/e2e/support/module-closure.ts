import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

// Static imports and re-exports of a built module; import("…") is dynamic and is not followed.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** A page's island as its HTML declares it: its directive and the files it loads when it hydrates. */
export interface BuiltIsland {
  component: string;
  client: string;
  files: string[];
}

/** The module scripts a built page loads as it opens (src="…js"). */
export function pageScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map((match) => match[1]!))];
}

/**
 * The scripts a page carries in its HTML and runs as it is read (Astro's island runtime, the
 * directives, the page's small inline scripts): their text, without data scripts (JSON, JSON-LD).
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/\btype="application\//.test(attributes!))
    .map((match) => match[2]!);
}

/** The page's islands: each one's component, client directive and code (component and renderer). */
export function pageIslands(html: string): BuiltIsland[] {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map((match) => {
    const tag = match[0];
    const files = [...tag.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)].map((url) => url[1]!);
    return {
      component: /\bcomponent-url="([^"]+)"/.exec(tag)![1]!,
      client: /\bclient="([^"]+)"/.exec(tag)![1]!,
      files,
    };
  });
}

/** Every built file the entries load (paths as the page names them), following static imports. */
export function moduleClosure(client: string, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const file = join(client, path);
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT))
      queue.push(posix.join(posix.dirname(path), match[1]!));
  }
  return seen;
}
