import { hashedAssetFile, type BuiltAssetFile } from './built-asset-files.ts';

// The style Astro's <Font> writes in the head: the typeface's @font-face rules (its files, the
// metric-adjusted fallback) and the custom property naming them.
const FONT_STYLE = /<style>(@font-face\{[^<]*?:root\{--font-[\w-]+:[^<]*?\})<\/style>/;

/**
 * Moves the typeface's @font-face rules, the same 1.4 KB in every page that is set in it, from a
 * style in the head into a stylesheet named by the hash of its text, linked where the style was:
 * cached once, and, like the site's other stylesheets, read before the first paint, so a page
 * drawn in the typeface still is from its first paint and none is drawn in another first.
 */
export function externaliseFontFaces(
  html: string,
  assetsBase: string,
): { html: string; file: BuiltAssetFile | undefined } {
  const found = FONT_STYLE.exec(html);
  if (!found) return { html, file: undefined };
  const file = hashedAssetFile('fonts', 'css', `${found[1]!}\n`);
  const link = `<link rel="stylesheet" href="${assetsBase}/_astro/${file.fileName}">`;
  return { html: `${html.slice(0, found.index)}${link}${html.slice(found.index + found[0].length)}`, file };
}
