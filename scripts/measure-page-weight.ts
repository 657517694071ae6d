// `node scripts/measure-page-weight.ts [dist/client]`: what a built page's HTML is made of, by page
// kind (home, search, school, other): the average page, and for each kind the parts that weigh most
// on average (island props by island, sections by id, pictures, JSON-LD, inline scripts, the scoped
// style attributes). Reads a build (`npm run build` first); prints a table, changes nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const client = resolve(process.argv[2] ?? 'dist/client');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name === 'index.html' ? [join(dir, entry.name)] : [],
  );
}

// The pages of a culture that are neither search nor school pages.
const OTHER =
  /^(about|booking|buy|chat|compare|how-booking-works|how-we-check-reviews|newsletter|privacy|schoolprofile|search|shortlist|terms|404|500|error)$/;

/** A page's kind by its address: /{culture}/ is home, /{culture}/{language}/{country}/{city}/{school}/ a school, the language's places search. */
function kindOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 1) return 'home';
  if (parts.length < 2 || OTHER.test(parts[1]!) || parts[0] === 'office') return 'other';
  return parts.length === 5 && !parts.includes('page') ? 'school' : 'search';
}

/** The parts of one page and their sizes in bytes (they may nest: a section holds its islands). */
function parts(html: string): Map<string, number> {
  const found = new Map<string, number>();
  const add = (key: string, bytes: number) => found.set(key, (found.get(key) ?? 0) + bytes);
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const name = /component-url="[^"]*\/(\w+)\./.exec(match[0])?.[1] ?? 'island';
    add(`island props: ${name}`, /props="([^"]*)"/.exec(match[0])?.[1]?.length ?? 0);
  }
  for (const match of html.matchAll(/<section id="([\w-]+)"[\s\S]*?<\/section>/g))
    add(`section #${match[1]}`, match[0].length);
  for (const match of html.matchAll(/<aside\b[\s\S]*?<\/aside>/g)) add('aside (the cart)', match[0].length);
  for (const match of html.matchAll(/<picture\b[\s\S]*?<\/picture>/g)) add('pictures', match[0].length);
  for (const match of html.matchAll(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g))
    add('JSON-LD', match[0].length);
  for (const match of html.matchAll(/<script>[\s\S]*?<\/script>/g)) add('inline scripts', match[0].length);
  for (const match of html.matchAll(/ data-astro-cid-[\w-]+/g)) add('scoped style attributes', match[0].length);
  for (const match of html.matchAll(/ data-config="[^"]*"/g)) add('data-config attributes', match[0].length);
  add('head', html.indexOf('</head>'));
  return found;
}

const kinds = new Map<string, { pages: number; bytes: number; parts: Map<string, number> }>();
let pages = 0;
let bytes = 0;
for (const file of htmlFiles(client)) {
  const path = `/${relative(client, file).replace(/index\.html$/, '')}`;
  const size = statSync(file).size;
  const kind = kindOf(path);
  const entry = kinds.get(kind) ?? { pages: 0, bytes: 0, parts: new Map() };
  entry.pages += 1;
  entry.bytes += size;
  for (const [part, partBytes] of parts(readFileSync(file, 'utf8')))
    entry.parts.set(part, (entry.parts.get(part) ?? 0) + partBytes);
  kinds.set(kind, entry);
  pages += 1;
  bytes += size;
}
const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
console.log(`${pages} pages, ${(bytes / 1024 / 1024).toFixed(1)} MB of HTML, ${kb(bytes / pages)} a page on average`);
for (const [kind, entry] of [...kinds].sort((a, b) => b[1].bytes - a[1].bytes)) {
  console.log(
    `\n${kind}: ${entry.pages} pages, ${kb(entry.bytes / entry.pages)} a page on average; its heaviest parts:`,
  );
  for (const [part, partBytes] of [...entry.parts].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${kb(partBytes / entry.pages).padStart(9)}  ${part}`);
}
