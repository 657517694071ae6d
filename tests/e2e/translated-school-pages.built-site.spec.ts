// Issue 13, "Done when": no school page of the demo catalogue, in any of the 8 cultures, shows
// the English-fallback note, an English schedule or an English holiday name. Reads dist/client
// (the 'build output' project, after the build). A text missing in content/ fails it:
// `npm run check:content -- --cultures` lists the gaps.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { CULTURES } from '#domain/culture.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { formatSchedule } from '#i18n/format-schedule.ts';

const client = resolve('dist/client');
const catalogue = loadContent(resolve(process.env.CONTENT_DIR ?? 'content'));
// As Astro escapes text in HTML.
const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
const english = createTranslator('en');

for (const culture of CULTURES) {
  test(`every school page in ${culture} is in ${culture}: no fallback note, no English schedule or holiday name`, () => {
    const t = createTranslator(culture);
    const problems: string[] = [];
    for (const school of catalogue.schools) {
      const path = `/${culture}/${school.languages[0]}/${school.country}/${school.city}/${school.slug}/`;
      const page = readFileSync(join(client, path, 'index.html'), 'utf8');
      const notes = page.split('class="fallback-note"').length - 1;
      if (notes > 0)
        problems.push(`${path}: ${notes} text(s) shown in English with the note "${t('school.textInEnglish')}"`);

      for (const course of school.courses) {
        for (const option of course.courseWeeks.flatMap((range) => range.options)) {
          const own = formatSchedule(option.schedule, culture, t);
          const inEnglish = formatSchedule(option.schedule, 'en', english);
          if (!page.includes(escape(own))) problems.push(`${path}: schedule "${own}" is not on the page`);
          if (
            culture !== 'en' &&
            /[A-Za-z]/.test(inEnglish) &&
            !own.includes(inEnglish) &&
            page.includes(escape(inEnglish))
          )
            problems.push(`${path}: English schedule "${inEnglish}"`);
        }
      }

      for (const day of school.nonWorkingDays) {
        const own = day.name[culture];
        if (own === undefined)
          problems.push(`${path}: holiday '${day.holiday}' has no ${culture} name in holidays/${school.country}.json`);
        else if (!page.includes(escape(own))) problems.push(`${path}: holiday "${own}" is not on the page`);
        const inEnglish = day.name.en!;
        if (culture !== 'en' && own !== undefined && !own.includes(inEnglish) && page.includes(escape(inEnglish)))
          problems.push(`${path}: English holiday name "${inEnglish}"`);
      }
    }
    expect(
      problems.length,
      problems.slice(0, 40).join('\n') + (problems.length > 40 ? `\n… and ${problems.length - 40} more` : ''),
    ).toBe(0);
  });
}
