// The build's first step, in a Node of its own started by scripts/build/run-build.ts: checks the
// content (CONTENT_DIR) and the translations and prints what it found. In its own process because
// the parsed catalogue's memory stays with the process that read it (≈ 420 MB resident at 2,000
// schools even after a collection), which would otherwise lie under the render. Exits 1 on a problem.
// `node scripts/build/check-sources.ts <content folder>`
import { resolve } from 'node:path';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { ContentError } from '#server/catalogue/content/content-error.ts';
import { collectMissingTexts } from '#server/catalogue/content/collect-missing-texts.ts';
import { checkI18n } from '../check-i18n.ts';
import { missingTextsSummary } from '../content/missing-texts-table.ts';

if (import.meta.main) {
  try {
    const contentDir = resolve(process.argv[2] ?? 'content');
    const catalogue = loadContent(contentDir);
    console.log(`content: ${catalogue.schools.length} schools, ${catalogue.reviews.length} reviews`);
    // Missing translations fall back to English on the pages (marked); the count keeps them in sight.
    const missingTexts = collectMissingTexts(contentDir, catalogue);
    console.log(
      `content: ${missingTextsSummary(missingTexts)}${missingTexts.length > 0 ? ' — npm run check:content -- --cultures lists them' : ''}`,
    );
    const i18nProblems = checkI18n();
    for (const problem of i18nProblems) console.error(`i18n: ${problem}`);
    if (i18nProblems.length > 0) throw new Error(`${i18nProblems.length} translation problem(s) (npm run check:i18n)`);
  } catch (error) {
    console.error(error instanceof ContentError ? `content error: ${error.message}` : error);
    process.exit(1);
  }
}
