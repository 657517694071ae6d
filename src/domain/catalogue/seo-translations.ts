import { CULTURES, type Culture } from '../culture.ts';
import type { SeoTexts } from './seo-schema.ts';

/**
 * The SEO texts of every culture as one document of per-culture texts, shaped as one culture's
 * file with each string replaced by its texts by culture: `{ overrides: { "english/malta": {
 * title: { en, de, … } } } }`. The pointers into it are the pointers into each culture's file, so
 * the schools' translation logic (missing, "English changed since", setting a text) applies as it is.
 */
export type CombinedSeoTexts = Record<string, unknown>;

type Texts = Record<string, unknown>;
const isRecord = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Where the strings sit: a part of a top-level page (language, …, home), or of an override's page.
const pagesOf = (doc: Texts): [string[], Texts][] => {
  const pages: [string[], Texts][] = [];
  for (const [key, value] of Object.entries(doc)) {
    if (!isRecord(value)) continue;
    if (key === 'overrides') {
      for (const [path, page] of Object.entries(value)) if (isRecord(page)) pages.push([['overrides', path], page]);
    } else pages.push([[key], value]);
  }
  return pages;
};

const at = (root: Texts, keys: readonly string[]): Texts => {
  let node = root;
  for (const key of keys) {
    if (!isRecord(node[key])) node[key] = {};
    node = node[key] as Texts;
  }
  return node;
};

/** Every culture's SEO texts as one document of per-culture texts (a culture without a file adds nothing). */
export function combineSeoTexts(docs: Readonly<Partial<Record<Culture, SeoTexts>>>): CombinedSeoTexts {
  const combined: Texts = {};
  for (const culture of CULTURES) {
    const doc = docs[culture];
    if (!doc) continue;
    for (const [keys, page] of pagesOf(doc as Texts))
      for (const [part, text] of Object.entries(page))
        if (typeof text === 'string') {
          const node = at(combined, keys);
          if (!isRecord(node[part])) node[part] = {};
          (node[part] as Texts)[culture] = text;
        }
  }
  return canonicalOrder(combined);
}

const PAGE_ORDER = ['language', 'country', 'city', 'school', 'search', 'home', 'overrides'];
const PART_ORDER = ['title', 'header', 'text'];
const rank = (order: readonly string[], key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
const sorted = (node: Texts, order: readonly string[]) =>
  Object.fromEntries(
    Object.entries(node).sort(([a], [b]) => rank(order, a) - rank(order, b) || (a < b ? -1 : a > b ? 1 : 0)),
  );

// The database may give a file's keys in its own order (jsonb does); pages and parts are listed
// in the order the content team writes them, overrides by path.
function canonicalOrder(combined: Texts): Texts {
  const ordered = sorted(combined, PAGE_ORDER);
  for (const [key, value] of Object.entries(ordered)) {
    if (!isRecord(value)) continue;
    if (key === 'overrides')
      ordered[key] = Object.fromEntries(
        Object.entries(sorted(value, [])).map(([path, page]) => [
          path,
          isRecord(page) ? sorted(page, PART_ORDER) : page,
        ]),
      );
    else ordered[key] = sorted(value, PART_ORDER);
  }
  return ordered;
}

/** One culture's SEO file back from the combined document (unchecked: the caller checks it with seoTextsSchema). */
export function splitSeoTexts(combined: CombinedSeoTexts, culture: Culture): Texts {
  const doc: Texts = { overrides: {} };
  for (const [keys, page] of pagesOf(combined))
    for (const [part, texts] of Object.entries(page))
      if (isRecord(texts) && typeof texts[culture] === 'string') at(doc, keys)[part] = texts[culture];
  return doc;
}
