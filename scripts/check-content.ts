// Validates content/ the way the seed and the build do, and prints what the catalogue holds.
// Usage: node scripts/check-content.ts [content-dir]
import { resolve } from 'node:path';
import { loadContent } from '../src/server/content/load-content.ts';
import { ContentError } from '../src/server/content/content-error.ts';

const root = resolve(process.argv[2] ?? 'content');
try {
  const catalogue = loadContent(root);
  const count = (values: string[]) => new Set(values).size;
  const { schools } = catalogue;
  console.log(
    `${schools.length} schools, ${count(schools.map((s) => s.country))} countries, ${count(schools.map((s) => s.city))} cities, ` +
      `${count(schools.flatMap((s) => s.languages))} languages, ${count(schools.flatMap((s) => s.programmeTypes))} programme types, ` +
      `${catalogue.reviews.length} reviews`,
  );
} catch (error) {
  if (error instanceof ContentError) {
    console.error(`content error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
