// Issue 30, item 1, "Done when": every school page, in every culture, shows its ratings in the
// static HTML (no script needed): the average and number of approved reviews, each category's
// score with how many rated it, the reviews per star from 5 to 1, and the link to "How we check
// reviews", which exists in all 8 cultures. Reads dist/client (the 'build output' project, after
// the build) and compares with the content's reviews, the approved reviews of a fresh database.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { CULTURES } from '#domain/culture.ts';
import { ratingBreakdown, STAR_ROWS } from '#domain/catalogue/rating-breakdown.ts';
import { schoolRating } from '#domain/catalogue/school-rating.ts';
import { intlLocale } from '#domain/intl-locale.ts';
import { formatRating } from '#domain/rating/star-text.ts';
import { reviewPolicyPath } from '#domain/routes/site-url.ts';
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
// A page's markup without Astro's scoping attributes, spaces collapsed.
const read = (path: string) =>
  readFileSync(join(client, path, 'index.html'), 'utf8')
    .replace(/ data-astro-cid-[\w-]+/g, '')
    .replace(/\s+/g, ' ');
const summaryOf = (page: string) => {
  const start = page.indexOf('data-rating-summary');
  return start < 0 ? null : page.slice(start, page.indexOf('</div>', page.indexOf('rating-summary-tables', start)) + 6);
};

for (const culture of CULTURES) {
  test(`every school page in ${culture} shows its scores per category and the star distribution, and links to how reviews are checked`, () => {
    const t = createTranslator(culture);
    const locale = intlLocale(culture);
    const number = new Intl.NumberFormat(locale);
    const problems: string[] = [];
    const policy = read(reviewPolicyPath(culture));
    expect(policy).toContain(`<h1>${escape(t('ratingSummary.howWeCheck'))}</h1>`);
    for (const key of [
      'reviewPolicy.who.title',
      'reviewPolicy.removed.title',
      'reviewPolicy.kept.title',
      'reviewPolicy.low.title',
      'reviewPolicy.average.title',
    ] as const)
      expect(policy).toContain(escape(t(key)));

    for (const school of catalogue.schools) {
      const path = `/${culture}/${school.languages[0]}/${school.country}/${school.city}/${school.slug}/`;
      const page = read(path);
      const summary = summaryOf(page);
      if (!summary) {
        problems.push(`${path}: no rating summary`);
        continue;
      }
      const reviews = catalogue.reviews.filter((review) => review.schoolId === school.id);
      const breakdown = ratingBreakdown(reviews);
      const rating = schoolRating(reviews);
      const expected = [
        `<span class="muted">${escape(t('card.reviews', { count: breakdown.count }))}</span>`,
        `<a href="${reviewPolicyPath(culture)}">${escape(t('ratingSummary.howWeCheck'))}</a>`,
      ];
      if (breakdown.count === 0) expected.push(`<span>${escape(t('ratingSummary.none'))}</span>`);
      else expected.push(`aria-label="${escape(t('stars.label', { rating: formatRating(rating.overall, locale) }))}"`);
      const categories = [
        ['reviewForm.schoolStars', rating.school, breakdown.ratings.school],
        ['reviewForm.courseStars', rating.course, breakdown.ratings.course],
        ['reviewForm.accommodationStars', rating.accommodation, breakdown.ratings.accommodation],
        ['reviewForm.spareTimeStars', rating.spareTime, breakdown.ratings.spareTime],
      ] as const;
      for (const [label, score, count] of categories) {
        expected.push(
          `<th scope="row">${escape(t(label))}</th> <td>${count > 0 ? formatRating(score, locale) : '–'}</td> <td>${number.format(count)}</td>`,
        );
      }
      for (const star of STAR_ROWS) {
        expected.push(
          `<th scope="row">${number.format(star)} ★</th> <td> <meter min="0" max="${breakdown.count}" value="${breakdown.distribution[star]}" aria-hidden="true"></meter> ${number.format(breakdown.distribution[star])} </td>`,
        );
      }
      for (const part of expected) if (!summary.includes(part)) problems.push(`${path}: missing ${part}`);
    }
    expect(problems).toEqual([]);
  });
}
