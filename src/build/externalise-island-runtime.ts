import { createHash } from 'node:crypto';
import type { BuiltAssetFile } from './built-asset-files.ts';

// Astro's island runtime ends by defining the element every island is.
const DEFINES_ISLAND = 'customElements.define("astro-island"';
const OPEN = '<script>';
const CLOSE = '</script>';

/**
 * Moves Astro's island runtime, the same 4.4 KB script Astro writes inline before the first island
 * of every page that has one, into a file named by the hash of its text, loaded where the script
 * was with `defer`: cached once for the whole site, and never in the way of the page being read.
 * Deferred, it defines <astro-island> once the page is parsed; each island then starts as its
 * directive says (when seen, or at the visitor's first touch), none of which is at load. The
 * directives themselves stay inline: small, and each defines what its islands wait for.
 */
export function externaliseIslandRuntime(
  html: string,
  assetsBase: string,
): { html: string; file: BuiltAssetFile | undefined } {
  const defines = html.indexOf(DEFINES_ISLAND);
  if (defines === -1) return { html, file: undefined };
  const start = html.lastIndexOf(OPEN, defines);
  const end = html.indexOf(CLOSE, defines);
  if (start === -1 || end === -1) return { html, file: undefined };
  const content = `${html.slice(start + OPEN.length, end)}\n`;
  const fileName = `astro-island.${createHash('sha256').update(content).digest('base64url').slice(0, 10)}.js`;
  const script = `<script src="${assetsBase}/_astro/${fileName}" defer></script>`;
  return {
    html: `${html.slice(0, start)}${script}${html.slice(end + CLOSE.length)}`,
    file: { fileName, content },
  };
}
