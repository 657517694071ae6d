import { hashedAssetFile, type BuiltAssetFile } from './built-asset-files.ts';

// An inline classic script (no attribute), its text.
const INLINE_SCRIPT = /<script>((?:(?!<\/script>)[\s\S])*)<\/script>/g;
// Astro's island runtime ends by defining the element every island is; a directive (client:visible,
// the cart's, the search's) by announcing itself with an event of its name.
const DEFINES_ISLAND = 'customElements.define("astro-island"';
const ANNOUNCES_DIRECTIVE = /window\.dispatchEvent\(new Event\("astro:[\w-]+"\)\)/;

/** Whether an inline script is Astro's island runtime or one of its directives. */
function isIslandScript(text: string): boolean {
  return text.startsWith('(()=>{') && (text.includes(DEFINES_ISLAND) || ANNOUNCES_DIRECTIVE.test(text));
}

/**
 * Moves Astro's island scripts, which Astro writes inline before the islands of every page that
 * has one (the runtime, 4.4 KB, and each directive the page's islands use, up to 1.4 KB), into one
 * file named by the hash of their text, loaded where the first of them was with `defer`: cached
 * once for all the pages with the same islands (a few kinds of page), and never in the way of the
 * page being read. Deferred, it runs once the page is parsed: the runtime defines <astro-island>,
 * and each island starts as its directive says (when seen, or at the visitor's first touch), none
 * of which is at load; an island whose directive comes later in the file waits for it (the runtime
 * listens for the directive's event).
 */
export function externaliseIslandScripts(
  html: string,
  assetsBase: string,
): { html: string; file: BuiltAssetFile | undefined } {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter((script) => isIslandScript(script[1]!));
  if (scripts.length === 0) return { html, file: undefined };
  const file = hashedAssetFile('astro-islands', 'js', `${scripts.map((script) => script[1]!.trimEnd()).join('\n')}\n`);
  let out = '';
  let from = 0;
  scripts.forEach((script, index) => {
    out += html.slice(from, script.index);
    if (index === 0) out += `<script src="${assetsBase}/_astro/${file.fileName}" defer></script>`;
    from = script.index + script[0].length;
  });
  return { html: out + html.slice(from), file };
}
