import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const jsonIn = (root: string, dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => ({ file: relative(root, join(dir, name)), source: readFileSync(join(dir, name), 'utf8') }))
    : [];

/**
 * The files an import names: one file (a school's, or one site-wide document, known by its
 * folder and name: holidays/<country>.json, visa/<country>.json, seo/<culture>.json, places.json,
 * rates.json, company.json); or a content folder (one with `schools/`, as the
 * export writes it): its `schools/*.json` and its site-wide documents (company.json, places.json,
 * rates.json, holidays/, visa/, seo/); or else a folder's own `*.json`, as school files. Each is named as the
 * person would find it (relative to the folder, or the file as given).
 */
export function readImportFiles(path: string): { file: string; source: string }[] {
  if (!existsSync(path)) throw new Error(`${path} does not exist`);
  if (statSync(path).isFile()) return [{ file: path, source: readFileSync(path, 'utf8') }];
  if (!existsSync(join(path, 'schools'))) return jsonIn(path, path);
  const documents = ['company.json', 'places.json', 'rates.json']
    .filter((name) => existsSync(join(path, name)))
    .map((name) => ({ file: name, source: readFileSync(join(path, name), 'utf8') }));
  return [
    ...documents,
    ...['holidays', 'visa', 'seo'].flatMap((dir) => jsonIn(path, join(path, dir))),
    ...jsonIn(path, join(path, 'schools')),
  ];
}
