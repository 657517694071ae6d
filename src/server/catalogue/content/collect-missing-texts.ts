import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueSearchPaths } from '#domain/catalogue/catalogue-search-paths.ts';
import { findMissingTexts, type MissingText, type TextFile } from '#domain/catalogue/find-missing-texts.ts';
import { SCHOOL_TEXT_SKIP } from '#domain/catalogue/localized-texts.ts';
import type { Catalogue } from './load-content.ts';

const filesIn = (root: string, dir: string) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => `${dir}/${name}`)
    : [];

/**
 * What each culture lacks in content/ (which loadContent has already validated): read from the
 * files as written, so every pointer is one the content team (or a merge script) can write to.
 */
export function collectMissingTexts(root: string, catalogue: Catalogue): MissingText[] {
  const read = (file: string, skip?: string[]): TextFile => ({ file, json: JSON.parse(readFileSync(join(root, file), 'utf8')), ...(skip ? { skip } : {}) });
  const files = [
    read('places.json'),
    ...filesIn(root, 'schools').map((file) => read(file, [...SCHOOL_TEXT_SKIP])),
    ...filesIn(root, 'holidays').map((file) => read(file)),
    ...filesIn(root, 'visa').map((file) => read(file)),
  ];
  return findMissingTexts(files, catalogue.seo, catalogueSearchPaths(catalogue.schools));
}
