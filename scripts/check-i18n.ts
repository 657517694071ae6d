/**
 * Fails (exit 1) when a culture's dictionary lacks a key the UI uses, including every plural
 * form the culture needs. Used keys are the literal t('…') calls under src/ plus the keys the
 * code builds at run time (src/i18n/dynamic-keys.ts). Run by `npm run check:i18n` and the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CULTURES, type Culture } from '../src/domain/culture.ts';
import { DYNAMIC_KEYS } from '../src/i18n/dynamic-keys.ts';
import { findMissingKeys } from '../src/i18n/find-missing-keys.ts';
import { getDictionary, type Dictionary } from '../src/i18n/get-dictionary.ts';

const SOURCE = /\.(ts|tsx|astro|mts|mjs)$/;
// t('key'), t("key") or t(`key`) without interpolation; the name `t` is the house convention.
const CALL = /(?<![\w$.])t\(\s*(['"`])([A-Za-z0-9_.-]+)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** Every translation key the UI uses, with the files that use it. */
export function collectUsedKeys(srcDir: string): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const note = (key: string, where: string) => used.set(key, [...(used.get(key) ?? []), where]);
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(CALL)) note(match[2]!, relative(srcDir, file));
  }
  for (const key of DYNAMIC_KEYS) note(key, 'src/i18n/dynamic-keys.ts');
  return used;
}

const DEFAULT_SRC = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * Checks the dictionaries against the keys the UI uses under `srcDir` (default: this repository's
 * src/). Returns one line per problem, "culture: key"; an empty list means every culture is complete.
 */
export function checkI18n(srcDir: string = DEFAULT_SRC, dictionaries?: Record<Culture, Dictionary>): string[] {
  return findMissingKeys(collectUsedKeys(srcDir).keys(), dictionaries ?? allDictionaries()).map(({ culture, key }) => `${culture}: ${key}`);
}

function allDictionaries(): Record<Culture, Dictionary> {
  return Object.fromEntries(CULTURES.map((culture) => [culture, getDictionary(culture)])) as Record<Culture, Dictionary>;
}

if (import.meta.main) {
  const problems = checkI18n();
  if (problems.length > 0) {
    for (const problem of problems) console.error(`missing translation ${problem}`);
    console.error(`check:i18n: ${problems.length} missing translation(s)`);
    process.exit(1);
  }
  console.log(`check:i18n: ${collectUsedKeys(DEFAULT_SRC).size} keys used; every culture (${CULTURES.join(', ')}) has them all`);
}
