// Every package in package.json is imported somewhere, or says here why it is listed without an
// import (issue 15: no dependency listed and unused). scripts/lint/__tests__ runs it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Packages listed without an import of their own, and why. Anything else must be imported. */
export const LISTED_WITHOUT_IMPORT: Readonly<Record<string, string>> = {
  '@fontsource-variable/inter':
    "the site's typeface: astro.config.mjs reads its font files by path (src/build/fontsource-variants.ts)",
  'typescript-7':
    "TypeScript 7, the native compiler, which scripts/typecheck.ts runs by path on the .ts and .tsx files (its `tsc` would collide with TypeScript 6's)",
  'happy-dom': 'the DOM of the component tests, named by their `@vitest-environment happy-dom` line',
  'vnu-jar': 'the W3C Nu HTML Checker, whose jar tests/e2e/support/validate-html.ts runs with Java by path',
  'prettier-plugin-astro': "the .astro files' parser for Prettier, named in prettier.config.mjs",
  node: 'Node 24 for every npm script (the system node is older)',
};

/** The package a module specifier names ('@scope/name/sub' → '@scope/name', 'name/sub' → 'name'), or null for a path or a built-in. */
export function packageOf(specifier: string): string | null {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('/') ||
    specifier.startsWith('node:') ||
    specifier.startsWith('astro:') ||
    specifier.startsWith('virtual:')
  )
    return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

// import … from 'x', import 'x', export … from 'x', import('x'), require('x').
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/g;

/** The packages a source text imports. */
export function importedPackages(source: string): Set<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(SPECIFIER)) {
    const name = packageOf(match[1]!);
    if (name) found.add(name);
  }
  return found;
}

/**
 * The packages of `listed` that no source imports and LISTED_WITHOUT_IMPORT does not explain;
 * `@types/x` counts as used when x is (or when x is Node itself).
 */
export function unusedDependencies(
  listed: readonly string[],
  sources: Iterable<string>,
  reasons: Readonly<Record<string, string>> = LISTED_WITHOUT_IMPORT,
): string[] {
  const imported = new Set<string>();
  for (const source of sources) for (const name of importedPackages(source)) imported.add(name);
  const used = (name: string): boolean => {
    if (imported.has(name) || name in reasons) return true;
    const typed = /^@types\/(.+)$/.exec(name)?.[1];
    if (!typed) return false;
    return typed === 'node' || used(typed.includes('__') ? `@${typed.replace('__', '/')}` : typed);
  };
  return listed.filter((name) => !used(name));
}

const SOURCE = /\.(ts|tsx|js|mjs|astro)$/;
const SKIPPED = new Set([
  'node_modules',
  'dist',
  '.astro',
  '.data',
  '.cache',
  'public',
  'test-results',
  'playwright-report',
]);

/** The texts of the repository's code: src/, scripts/, tests/ and the configuration files at its root (or the folders asked for). */
export function* repositorySources(
  root: string,
  folders: readonly string[] = ['src', 'scripts', 'tests'],
  rootFiles = true,
): Generator<string> {
  function* walk(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (SOURCE.test(entry.name)) yield readFileSync(path, 'utf8');
    }
  }
  for (const folder of folders) yield* walk(join(root, folder));
  if (!rootFiles) return;
  for (const entry of readdirSync(root, { withFileTypes: true }))
    if (entry.isFile() && SOURCE.test(entry.name)) yield readFileSync(join(root, entry.name), 'utf8');
}

/** The dependencies and dev dependencies of the repository's package.json. */
export function listedDependencies(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];
}
