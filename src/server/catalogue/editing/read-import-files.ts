import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A file of an import: its name as the person would find it, and its text (a terms file: its bytes). */
export interface ImportFile {
  file: string;
  source: string;
  bytes?: Uint8Array;
}

const isTermsFile = (path: string) => path.replace(/\\/g, '/').split('/').at(-2) === 'terms';

const termsIn = (root: string): ImportFile[] => {
  const dir = join(root, 'terms');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => statSync(join(dir, name)).isFile())
        .sort()
        .map((name) => ({ file: `terms/${name}`, source: '', bytes: new Uint8Array(readFileSync(join(dir, name))) }))
    : [];
};

const jsonIn = (root: string, dir: string): ImportFile[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => ({ file: relative(root, join(dir, name)), source: readFileSync(join(dir, name), 'utf8') }))
    : [];

/**
 * The files an import names: one file (a school's, or one site-wide document, known by its
 * folder and name: holidays/<country>.json, visa/<country>.json, seo/<culture>.json, places.json,
 * rates.json, company.json, or a terms file in a terms/ folder); or a content folder (one with `schools/`, as the
 * export writes it): its `schools/*.json` and its site-wide documents (company.json, places.json,
 * rates.json, holidays/, visa/, seo/) and its terms/ files; or else a folder's own `*.json`, as school files. Each is named as the
 * person would find it (relative to the folder, or the file as given).
 */
export function readImportFiles(path: string): ImportFile[] {
  if (!existsSync(path)) throw new Error(`${path} does not exist`);
  if (statSync(path).isFile())
    return isTermsFile(path)
      ? [{ file: path, source: '', bytes: new Uint8Array(readFileSync(path)) }]
      : [{ file: path, source: readFileSync(path, 'utf8') }];
  if (!existsSync(join(path, 'schools'))) return jsonIn(path, path);
  const documents = ['company.json', 'places.json', 'rates.json']
    .filter((name) => existsSync(join(path, name)))
    .map((name) => ({ file: name, source: readFileSync(join(path, name), 'utf8') }));
  return [
    ...termsIn(path),
    ...documents,
    ...['holidays', 'visa', 'seo'].flatMap((dir) => jsonIn(path, join(path, dir))),
    ...jsonIn(path, join(path, 'schools')),
  ];
}
