// Validates content/ the way the seed and the build do, and prints what the catalogue holds.
// Usage: node scripts/check-content.ts [content-dir] [--cultures [--json]]
//   --cultures  also prints what each culture lacks (by file and JSON pointer), SEO body texts of
//               every search page and the home page included; --json prints that list as JSON.
import { resolve } from 'node:path';
import { loadContent } from '../src/server/catalogue/content/load-content.ts';
import { ContentError } from '../src/server/catalogue/content/content-error.ts';
import { collectMissingTexts } from '../src/server/catalogue/content/collect-missing-texts.ts';
import { missingTextsTable } from './content/missing-texts-table.ts';

const args = process.argv.slice(2);
const root = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'content');
try {
  const catalogue = loadContent(root);
  const count = (values: string[]) => new Set(values).size;
  const { schools } = catalogue;
  if (args.includes('--cultures')) {
    const missing = collectMissingTexts(root, catalogue);
    console.log(args.includes('--json') ? JSON.stringify(missing, null, 2) : missingTextsTable(missing));
  } else {
    console.log(
      `${schools.length} schools, ${count(schools.map((s) => s.country))} countries, ${count(schools.map((s) => s.city))} cities, ` +
        `${count(schools.flatMap((s) => s.languages))} languages, ${count(schools.flatMap((s) => s.programmeTypes))} programme types, ` +
        `${catalogue.reviews.length} reviews`,
    );
  }
} catch (error) {
  if (error instanceof ContentError) {
    console.error(`content error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
