import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** One @font-face of a Fontsource variable font, as Astro's local font provider takes it. */
export interface FontVariant {
  src: [string];
  weight: string;
  style: 'normal';
  unicodeRange: [string, ...string[]];
}

const FACE = /@font-face\s*\{(?<body>[^}]*)\}/g;

/**
 * The upright variable-weight faces of the given subsets of a Fontsource package, read from the
 * package's own CSS (its files and unicode ranges), so Astro's fonts API serves them from the site
 * without fetching anything at build time: Astro's npm provider resolves the same files to a CDN.
 */
export function fontsourceVariants(
  packageName: string,
  subsets: readonly [string, ...string[]],
  root = process.cwd(),
): [FontVariant, ...FontVariant[]] {
  const require = createRequire(join(root, 'package.json'));
  const packageDir = dirname(require.resolve(`${packageName}/package.json`));
  const css = readFileSync(join(packageDir, 'index.css'), 'utf8');
  // Files are named files/{font id}-{subset}-wght-normal.woff2 ('inter-latin-ext-wght-normal.woff2').
  const fontId = packageName.split('/').pop()!;
  const faces = new Map<string, FontVariant>();
  for (const match of css.matchAll(FACE)) {
    const body = match.groups!.body!;
    const file = body.match(/url\(\.\/(files\/[^)]+\.woff2)\)/)?.[1];
    const weight = body.match(/font-weight:\s*([\d ]+);/)?.[1];
    const range = body.match(/unicode-range:\s*([^;]+);/)?.[1];
    const subset = file?.match(new RegExp(`^files/${fontId}-(.+)-wght-normal\\.woff2$`))?.[1];
    if (!file || !weight || !range || !subset) continue;
    faces.set(subset, {
      src: [join(packageDir, file)],
      weight: weight.trim(),
      style: 'normal',
      unicodeRange: range.split(',').map((part) => part.trim()) as [string, ...string[]],
    });
  }
  const face = (subset: string) => {
    const found = faces.get(subset);
    if (!found)
      throw new Error(
        `${packageName} has no variable upright face for the subset '${subset}' (it has: ${[...faces.keys()].join(', ')})`,
      );
    return found;
  };
  const [first, ...rest] = subsets;
  return [face(first), ...rest.map(face)];
}
