import { createHash } from 'node:crypto';

/** A script file the build writes into /_astro/: its name there and its text. */
export interface IslandScriptFile {
  fileName: string;
  content: string;
}

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
  /<script>(\(\(\)=>\{(?:(?!<\/script>)[\s\S])*?\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.([\w-]+)=[\w$]+;window\.dispatchEvent\(new Event\("astro:\2"\)\);\}\)\(\);\n?)<\/script>/;
const ISLAND_DIRECTIVE = /<astro-island\b[^>]*?\bclient="([\w-]+)"/g;

/**
 * Moves what Astro inlines before a page's islands (the island elements' style, the runtime that
 * defines <astro-island> and each client directive's script: the same bytes on every page) into
 * one module script, a file named by the hash of its text and so cached once for every page that
 * uses the same directives. Only Astro's own strings are taken: the style and the runtime are
 * matched whole, a directive's script by Astro's template and only where an island of it follows
 * at once. The style's rule is in the site's stylesheet. A module script runs once the page is
 * parsed, without holding up its first paint; the islands' elements are defined, and start
 * waiting for their directive, then. A page with islands whose prescripts are not found is
 * refused rather than written with islands that never wake.
 */
export function externaliseIslandPrescripts(
  html: string,
  texts: IslandPrescriptTexts,
  assetsBase: string,
): { html: string; file: IslandScriptFile | undefined } {
  const islands = new Set([...html.matchAll(ISLAND_DIRECTIVE)].map((match) => match[1]!));
  if (islands.size === 0) return { html, file: undefined };
  const prescript = new RegExp(
    `(?:<style>${escape(texts.styles)}</style>)?${DIRECTIVE_SCRIPT.source}(?:<script>${escape(texts.runtime)}</script>)?(?=<astro-island\\b[^>]*?\\bclient="\\2")`,
    'g',
  );
  const directives = new Map<string, string>();
  let first = -1;
  const rest = html.replace(prescript, (_whole, script: string, name: string, offset: number) => {
    directives.set(name, script.trimEnd());
    if (first === -1) first = offset;
    return '';
  });
  const missing = [...islands].filter((name) => !directives.has(name));
  if (missing.length > 0 || rest.includes(texts.runtime))
    throw new Error(
      `islands of ${missing.join(', ') || 'some directive'} without Astro's prescripts as expected: has Astro changed how it writes them?`,
    );
  const content = `${[...directives.keys()]
    .sort()
    .map((name) => directives.get(name)!)
    .join('\n')}\n${texts.runtime}\n`;
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 10);
  const fileName = `islands.${hash}.js`;
  const tag = `<script type="module" src="${assetsBase}/_astro/${fileName}"></script>`;
  return { html: `${rest.slice(0, first)}${tag}${rest.slice(first)}`, file: { fileName, content } };
}
