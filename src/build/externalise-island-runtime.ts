import { createHash } from 'node:crypto';
import type { BuiltAssetFile } from './built-asset-files.ts';

/** Astro's island runtime and the island elements' style, as Astro writes them inline. */
export interface IslandPrescriptTexts {
  runtime: string;
  styles: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A client directive's script as Astro writes it before the first island of that directive: an
// IIFE that ends by setting self.Astro[name] and announcing it (Astro's template, built-in and
// added directives alike).
const DIRECTIVE_SCRIPT =
  /<script>\(\(\)=>\{(?:(?!<\/script>)[\s\S])*?\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.[\w-]+=[\w$]+;window\.dispatchEvent\(new Event\("astro:[\w-]+"\)\);\}\)\(\);\n?<\/script>/;

/**
 * Moves what Astro inlines before a page's first island, the island elements' style and the
 * runtime that defines <astro-island> (4.4 KB, the same on every page), into one module script
 * file named by the hash of its text, so cached once for the whole site. Only Astro's own strings
 * are taken, matched whole and only in the order Astro writes them (style, the first island's
 * directive, runtime); the style's rule is in the site's stylesheet. The directives' scripts stay
 * inline: they are small, differ by page, and set self.Astro[name] before the runtime looks.
 * A module script runs once the page is parsed, without holding up its first paint; the islands'
 * elements are defined, and start waiting for their directive, then. A page whose runtime is
 * found anywhere else is refused rather than written half changed.
 */
export function externaliseIslandRuntime(
  html: string,
  texts: IslandPrescriptTexts,
  assetsBase: string,
): { html: string; file: BuiltAssetFile | undefined } {
  if (!html.includes(texts.runtime)) return { html, file: undefined };
  const content = `${texts.runtime}\n`;
  const fileName = `islands.${createHash('sha256').update(content).digest('base64url').slice(0, 10)}.js`;
  const tag = `<script type="module" src="${assetsBase}/_astro/${fileName}"></script>`;
  const prescripts = new RegExp(
    `<style>${escape(texts.styles)}</style>(${DIRECTIVE_SCRIPT.source})<script>${escape(texts.runtime)}</script>(?=<astro-island\\b)`,
    'g',
  );
  let linked = false;
  const rest = html.replace(prescripts, (_whole, directive: string) => {
    const replaced = linked ? directive : `${tag}${directive}`;
    linked = true;
    return replaced;
  });
  if (rest.includes(texts.runtime))
    throw new Error("Astro's island runtime is not where Astro writes it: has Astro changed how it writes it?");
  return { html: rest, file: { fileName, content } };
}
