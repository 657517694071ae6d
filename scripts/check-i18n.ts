/**
 * Fails (exit 1) when a culture's dictionary lacks a key the UI uses, including every plural
 * form the culture needs, or holds a key nothing uses. Used keys are the literal t('…') calls
 * under src/, every other string literal there that is a key of the English dictionary (message
 * keys in tables, keys handed to components), and the keys the code builds at run time, which
 * src/i18n/dynamic-keys.ts declares. Run by `npm run check:i18n` and the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CULTURES, type Culture } from '../src/domain/culture.ts';
import { DYNAMIC_KEYS } from '../src/i18n/dynamic-keys.ts';
import { findMissingKeys } from '../src/i18n/find-missing-keys.ts';
import { findMiscasedKeys } from '../src/i18n/find-miscased-keys.ts';
import { baseKey, findUnusedKeys } from '../src/i18n/find-unused-keys.ts';
import { getDictionary, type Dictionary } from '../src/i18n/get-dictionary.ts';

const SOURCE = /\.(ts|tsx|astro|mts|mjs)$/;
// t('key'), t("key") or t(`key`) without interpolation; the name `t` is the house convention.
const CALL = /(?<![\w$.])t\(\s*(['"`])([A-Za-z0-9_.-]+)\1/g;
// Any other quoted dotted name: a key when the English dictionary has it.
const LITERAL = /(['"`])([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** Every translation key the UI uses, with the files that use it. */
export function collectUsedKeys(srcDir: string, source: Dictionary = getDictionary('en')): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const note = (key: string, where: string) => used.set(key, [...(used.get(key) ?? []), where]);
  const keys = new Set(Object.keys(source).map(baseKey));
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(CALL)) note(match[2]!, relative(srcDir, file));
    for (const match of text.matchAll(LITERAL)) if (keys.has(match[2]!)) note(match[2]!, relative(srcDir, file));
  }
  for (const key of DYNAMIC_KEYS) note(key, 'src/i18n/dynamic-keys.ts');
  return used;
}

const DEFAULT_SRC = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * Checks the dictionaries against the keys the UI uses under `srcDir` (default: this repository's
 * src/). Returns one line per problem, "culture: key"; an empty list means every culture is complete.
 */
export function checkI18n(
  srcDir: string = DEFAULT_SRC,
  dictionaries: Record<Culture, Dictionary> = allDictionaries(),
): string[] {
  const used = [...collectUsedKeys(srcDir, dictionaries.en).keys()];
  return [
    ...findMissingKeys(used, dictionaries).map(({ culture, key }) => `missing translation ${culture}: ${key}`),
    ...findUnusedKeys(used, dictionaries).map(({ culture, key }) => `unused key ${culture}: ${key}`),
    ...findMiscasedKeys(dictionaries).map(({ culture, key }) => `key not in camelCase ${culture}: ${key}`),
  ];
}

function allDictionaries(): Record<Culture, Dictionary> {
  return Object.fromEntries(CULTURES.map((culture) => [culture, getDictionary(culture)])) as Record<
    Culture,
    Dictionary
  >;
}

if (import.meta.main) {
  const problems = checkI18n();
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    console.error(
      `check:i18n: ${problems.length} problem(s): add the missing translations; remove the unused keys from every dictionary, write keys in camelCase (src/i18n/find-miscased-keys.ts), or declare a key built at run time in src/i18n/dynamic-keys.ts`,
    );
    process.exit(1);
  }
  console.log(
    `check:i18n: ${collectUsedKeys(DEFAULT_SRC).size} keys used; every culture (${CULTURES.join(', ')}) has them all, and no dictionary holds a key nothing uses`,
  );
}
