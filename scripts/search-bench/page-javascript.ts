import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageJavaScript {
  /** Every script the page runs before any interaction, with its gzip size. */
  files: { name: string; gzipBytes: number }[];
  gzipBytes: number;
}

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

// Static imports only: `import x from "./a.js"`, `import "./a.js"`, `export … from "./a.js"`.
// A dynamic import() runs on interaction, if ever, so it is not followed.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;

/**
 * The JavaScript a built page loads before the visitor does anything: its inline scripts, its
 * module scripts, and each island's component and renderer (client:load and client:idle both
 * load at once), followed through their static imports. Measured as gzip, which is what the
 * visitor downloads.
 */
export function pageJavaScript(clientDir: string, pagePath: string): PageJavaScript {
  const html = readFileSync(join(clientDir, pagePath, 'index.html'), 'utf8');
  const files: PageJavaScript['files'] = [];
  const seen = new Set<string>();
  let inline = 0;
  for (const match of html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (match[2]!.trim() !== '') inline += gzipSize(match[2]!);
    const src = /\ssrc="([^"]+)"/.exec(match[1]!)?.[1];
    if (src) follow(src);
  }
  for (const match of html.matchAll(/(?:component|renderer|before-hydration)-url="([^"]+)"/g))
    if (match[1]) follow(match[1]);
  if (inline > 0) files.unshift({ name: '(inline scripts)', gzipBytes: inline });

  function follow(url: string) {
    const path = resolve(join(clientDir, url.replace(/^\/+/, '')));
    if (seen.has(path)) return;
    seen.add(path);
    if (!existsSync(path)) throw new Error(`${pagePath}: script ${url} is not in the build`);
    const code = readFileSync(path, 'utf8');
    files.push({ name: url, gzipBytes: gzipSize(code) });
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const target = match[1]!;
      if (target.startsWith('.')) follow(`/${resolve('/', dirname(url), target).slice(1)}`);
      else if (target.startsWith('/')) follow(target);
    }
  }

  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
