// Issue 30, item 2: every school page, in every culture, shows the school's facts in its static
// HTML (no script): founding year, students a year, the accrediting bodies by their full names,
// the ages by season, and the class mix of the latest month counted over at least 5 students with
// its month, source and number of students (or says there is none). Reads dist/client (the
// 'build output' project, after the build) and compares with the content files.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCREDITATION_BODIES } from '#domain/catalogue/accreditation-bodies.ts';
import { shownClassMixes } from '#domain/catalogue/shown-class-mix.ts';
import { CULTURES } from '#domain/culture.ts';
import { formatMonthYear } from '#domain/dates/format-date.ts';
import { intlLocale } from '#domain/intl-locale.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { createTranslator } from '#i18n/create-translator.ts';

const client = resolve('dist/client');
const catalogue = loadContent(resolve(process.env.CONTENT_DIR ?? 'content'));
const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
const read = (path: string) =>
  readFileSync(join(client, path, 'index.html'), 'utf8')
    .replace(/ data-astro-cid-[\w-]+/g, '')
    .replace(/\s+/g, ' ');
const factsOf = (page: string) => {
  const start = page.indexOf('data-school-facts');
  return start < 0 ? null : page.slice(start, page.indexOf('</section>', start));
};

for (const culture of CULTURES) {
  test(`every school page in ${culture} shows the school's facts`, () => {
    const t = createTranslator(culture);
    const number = new Intl.NumberFormat(intlLocale(culture));
    const problems: string[] = [];
    let withoutMix = 0;
    for (const school of catalogue.schools) {
      const path = `/${culture}/${school.languages[0]}/${school.country}/${school.city}/${school.slug}/`;
      const facts = factsOf(read(path));
      if (!facts) {
        problems.push(`${path}: no facts section`);
        continue;
      }
      const expected = [
        `<h2 id="facts-title">${escape(t('school.section.facts'))}</h2>`,
        `<dd>${school.facts.founded}</dd>`,
        `<dd>${escape(number.format(school.facts.studentsPerYear))}</dd>`,
        escape(t('facts.ages')),
        ...school.facts.accreditations.map((body) => `<li>${escape(ACCREDITATION_BODIES[body].name)}</li>`),
        ...school.facts.agesBySeason.map((ages) => `<td>${escape(number.format(ages.average))}</td>`),
      ];
      if (school.facts.accreditations.length === 0) expected.push(escape(t('facts.noAccreditations')));
      const [latest] = shownClassMixes(school.facts.classMix);
      if (latest) {
        expected.push(
          escape(t('facts.classMix', { month: formatMonthYear(`${latest.month}-01`, culture) })),
          escape(t(latest.source === 'schoolFigures' ? 'facts.source.schoolFigures' : 'facts.source.ourBookings')),
          escape(t('facts.studentsCounted', { count: latest.students })),
        );
      } else {
        withoutMix++;
        expected.push(escape(t('facts.noClassMix')));
      }
      // A month counted over fewer than 5 students is never shown.
      for (const mix of school.facts.classMix.filter((candidate) => candidate.students < 5))
        if (facts.includes(`>${escape(formatMonthYear(`${mix.month}-01`, culture))}<`))
          problems.push(`${path}: shows ${mix.month}, counted over ${mix.students} students`);
      // The page's spaces are collapsed, the no-break ones of numbers and percentages too.
      for (const part of expected.map((text) => text.replace(/\s+/g, ' ')))
        if (!facts.includes(part)) problems.push(`${path}: missing ${part}`);
    }
    expect(problems).toEqual([]);
    expect(withoutMix).toBeLessThan(catalogue.schools.length);
  });
}
