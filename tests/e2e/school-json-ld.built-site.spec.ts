// Issue 30, item 3, "Done when": the structured data of every built school page (every culture,
// every language a school is listed under: 368 pages for the demo catalogue) passes two checks.
// 1. schema.org's vocabulary: every @type exists, every property is one schema.org allows on that
//    type (or an ancestor) and is not superseded, and a nested item's type is one the property
//    expects. The vocabulary is the official release trimmed to the types used
//    (support/schema-org-vocabulary.json, written by scripts/schema-org/trim-vocabulary.ts).
// 2. What Google lists as required (Search Central, structured data: "Course info" and "Review
//    snippet"): a Course has name, description and a provider with a name (inline, or the node its
//    @id names: search engines resolve references within the page); an offer with a
//    category and, when paid, a price and currency; a course instance with courseMode and either
//    courseWorkload or a courseSchedule with duration, repeatFrequency and repeatCount. A review
//    has an author with a name, reviewRating.ratingValue and the item reviewed (itemReviewed or
//    being nested in it); an aggregate rating has ratingValue and ratingCount or reviewCount.
// It also checks the figures against the data: the rating is the one the page's summary shows
// (the approved reviews of a fresh database, content/reviews), the offers the domain's prices,
// and the BreadcrumbList is still there.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { CULTURES } from '#domain/culture.ts';
import { coursePriceFrom } from '#domain/catalogue/course-price-from.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';
import { utcToday } from '#domain/dates/calendar.ts';
import { ratingBreakdown } from '#domain/catalogue/rating-breakdown.ts';
import { schoolRating } from '#domain/catalogue/school-rating.ts';
import { minorUnitDigits } from '#domain/money/minor-unit-digits.ts';
import { obligatoryFees } from '#domain/search/all-in-price-table.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';

type Node = Record<string, unknown>;
const client = resolve('dist/client');
const catalogue = loadContent(resolve(process.env.CONTENT_DIR ?? 'content'));
const vocabulary = JSON.parse(readFileSync(resolve('tests/e2e/support/schema-org-vocabulary.json'), 'utf8')) as {
  types: unknown;
  properties: unknown;
  dataTypes: string[];
};
const types = vocabulary.types as Record<string, { parents: string[] }>;
const properties = vocabulary.properties as Record<string, { domains: string[]; ranges: string[]; superseded?: true }>;
const dataTypes = new Set(vocabulary.dataTypes);

/** A type and all its ancestors. */
const lineage = (type: string): Set<string> => {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const parent of types[name]?.parents ?? []) visit(parent);
  };
  visit(type);
  return seen;
};
const typesOf = (node: Node): string[] =>
  node['@type'] === undefined
    ? []
    : Array.isArray(node['@type'])
      ? (node['@type'] as string[])
      : [node['@type'] as string];
const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problems of one JSON-LD node against schema.org, `where` naming it; `byId` resolves references. */
function vocabularyProblems(node: Node, where: string, byId: Map<string, Node>): string[] {
  const problems: string[] = [];
  const nodeTypes = typesOf(node);
  for (const type of nodeTypes) if (!types[type]) problems.push(`${where}: unknown type ${type}`);
  const ancestry = new Set(nodeTypes.flatMap((type) => [...lineage(type)]));
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) {
      if (key === '@graph')
        (value as Node[]).forEach((item, i) =>
          problems.push(...vocabularyProblems(item, `${where}.@graph[${i}]`, byId)),
        );
      continue;
    }
    const property = properties[key];
    if (!property) {
      problems.push(`${where}.${key}: not a schema.org property on ${nodeTypes.join('/')}`);
      continue;
    }
    if (property.superseded) problems.push(`${where}.${key}: superseded in schema.org`);
    if (!property.domains.some((domain) => ancestry.has(domain)))
      problems.push(
        `${where}.${key}: not a property of ${nodeTypes.join('/')} (schema.org: ${property.domains.join(', ')})`,
      );
    const values = Array.isArray(value) ? value : [value];
    values.forEach((item, i) => {
      const at = Array.isArray(value) ? `${where}.${key}[${i}]` : `${where}.${key}`;
      if (isObject(item)) {
        const target = typesOf(item).length > 0 ? item : byId.get(String(item['@id']));
        if (!target) {
          problems.push(`${at}: a reference to ${String(item['@id'])}, which the page does not describe`);
          return;
        }
        const itemTypes = new Set(typesOf(target).flatMap((type) => [...lineage(type)]));
        if (!property.ranges.some((range) => itemTypes.has(range)))
          problems.push(
            `${at}: a ${typesOf(target).join('/')} where schema.org expects ${property.ranges.join(' or ')}`,
          );
        if (typesOf(item).length > 0) problems.push(...vocabularyProblems(item, at, byId));
      } else if (typeof item === 'number') {
        if (!property.ranges.some((range) => ['Number', 'Integer', 'Float', 'Text'].includes(range)))
          problems.push(`${at}: a number where schema.org expects ${property.ranges.join(' or ')}`);
      } else if (typeof item === 'string') {
        // An absolute URL may stand for an item (a reference by address, as a BreadcrumbList's item).
        const reference = /^https?:\/\//.test(item);
        if (!reference && !property.ranges.some((range) => dataTypes.has(range) || range === 'Text'))
          problems.push(`${at}: text where schema.org expects ${property.ranges.join(' or ')}`);
      } else problems.push(`${at}: ${typeof item} is no schema.org value`);
    });
  }
  return problems;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const named = (value: unknown) => isObject(value) && typeof value.name === 'string' && value.name.trim() !== '';

/** Google's required properties for the rich results the page asks for (see the header). */
function googleProblems(node: Node, where: string, parent: Node | null, byId: Map<string, Node>): string[] {
  const problems: string[] = [];
  const type = typesOf(node);
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${where} (${type.join('/')}): ${what}`);
  };
  if (type.includes('Course')) {
    need(present(node.name), 'Course needs a name');
    need(present(node.description), 'Course needs a description');
    // A provider given by reference ({"@id": …}) is the node of that id, which must have the name.
    const provider =
      isObject(node.provider) && typesOf(node.provider).length === 0
        ? byId.get(String(node.provider['@id']))
        : node.provider;
    need(named(provider), 'Course needs a provider with a name');
    const offers = [node.offers].flat().filter(isObject);
    need(offers.length > 0, 'Course info needs offers');
    for (const offer of offers) {
      need(
        ['Free', 'Partially Free', 'Subscription', 'Paid'].includes(String(offer.category)),
        'an offer needs a category',
      );
      if (offer.category !== 'Free')
        need(
          typeof offer.price === 'number' && offer.price > 0 && /^[A-Z]{3}$/.test(String(offer.priceCurrency)),
          'a paid offer needs a price and a currency',
        );
    }
    const instances = [node.hasCourseInstance].flat().filter(isObject);
    need(instances.length > 0, 'Course info needs hasCourseInstance');
    for (const instance of instances) {
      need(present(instance.courseMode), 'a course instance needs courseMode');
      const schedule = instance.courseSchedule;
      const scheduled =
        isObject(schedule) &&
        present(schedule.duration) &&
        present(schedule.repeatFrequency) &&
        present(schedule.repeatCount);
      need(
        scheduled || present(instance.courseWorkload),
        'a course instance needs courseSchedule (duration, repeatFrequency, repeatCount) or courseWorkload',
      );
      if (present(instance.courseWorkload))
        need(
          /^P(\d+[YMWD])*(T(\d+H)?(\d+M)?(\d+S)?)?$/.test(String(instance.courseWorkload)),
          'courseWorkload must be an ISO 8601 duration',
        );
    }
  }
  if (type.includes('Review')) {
    need(named(node.author), 'a review needs an author with a name');
    need(String((node.author as Node | undefined)?.name ?? '').length < 100, 'an author name under 100 characters');
    need(
      isObject(node.reviewRating) && typeof node.reviewRating.ratingValue === 'number',
      'a review needs reviewRating.ratingValue',
    );
    need(isObject(node.itemReviewed) || parent !== null, 'a review needs itemReviewed (or to be nested in the item)');
  }
  if (type.includes('AggregateRating')) {
    need(typeof node.ratingValue === 'number', 'an aggregate rating needs ratingValue');
    need(
      typeof node.ratingCount === 'number' || typeof node.reviewCount === 'number',
      'an aggregate rating needs ratingCount or reviewCount',
    );
    need(
      isObject(node.itemReviewed) || parent !== null,
      'an aggregate rating needs itemReviewed (or to be nested in the item)',
    );
  }
  for (const [key, value] of Object.entries(node))
    for (const item of [value].flat())
      if (isObject(item))
        problems.push(...googleProblems(item, `${where}.${key}`, key === '@graph' ? null : node, byId));
  return problems;
}

const blocks = (html: string): Node[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Node,
  );

const pages = CULTURES.flatMap((culture) =>
  catalogue.schools.flatMap((school) =>
    school.languages.map((language) => ({
      culture,
      school,
      path: `/${culture}/${language}/${school.country}/${school.city}/${school.slug}/`,
    })),
  ),
);

test(`the JSON-LD of every built school page (${pages.length}) is schema.org's vocabulary and has what Google requires`, () => {
  expect(pages.length).toBe(368);
  const problems: string[] = [];
  for (const { school, path } of pages) {
    const found = blocks(readFileSync(join(client, path, 'index.html'), 'utf8'));
    if (!found.some((block) => block['@type'] === 'BreadcrumbList')) problems.push(`${path}: no BreadcrumbList`);
    const graph = found.find((block) => Array.isArray(block['@graph']));
    if (!graph) {
      problems.push(`${path}: no school JSON-LD`);
      continue;
    }
    const byId = new Map<string, Node>();
    const collect = (node: Node) => {
      if (typeof node['@id'] === 'string' && typesOf(node).length > 0) byId.set(node['@id'], node);
      for (const value of Object.values(node)) for (const item of [value].flat()) if (isObject(item)) collect(item);
    };
    found.forEach(collect);
    for (const block of found)
      problems.push(...vocabularyProblems(block, path, byId), ...googleProblems(block, path, null, byId));

    // The figures: the rating summary's, the domain's prices.
    const nodes = graph['@graph'] as Node[];
    const organisation = nodes.find((node) => node['@type'] === 'EducationalOrganization')!;
    const reviews = catalogue.reviews.filter((review) => review.schoolId === school.id);
    const count = ratingBreakdown(reviews).count;
    if (count === 0) {
      if (organisation.aggregateRating !== undefined) problems.push(`${path}: a rating without approved reviews`);
    } else {
      expect(organisation.aggregateRating, path).toMatchObject({
        ratingValue: schoolRating(reviews).overall,
        ratingCount: count,
        reviewCount: count,
      });
      expect((organisation.review as Node[]).length, path).toBe(Math.min(3, count));
    }
    expect(organisation.foundingDate, path).toBe(String(school.facts.founded));
    const courses = nodes.filter((node) => node['@type'] === 'Course');
    // The build shows the list in force a week after the day it ran: today's, for a site built today.
    const shown = shownPricedSchool(school, utcToday(new Date()));
    const priced = shown.courses.filter((course) => coursePriceFrom(course) !== null);
    expect(courses.length, path).toBe(priced.length);
    priced.forEach((course, i) => {
      const quote = coursePriceFrom(course)!;
      const price =
        (quote.price + obligatoryFees(school.fees, quote.weeks, false)) / 10 ** minorUnitDigits(school.currency);
      expect(courses[i]!.offers, `${path} course ${course.id}`).toMatchObject({
        price,
        priceCurrency: school.currency,
      });
    });
  }
  expect(problems.slice(0, 50)).toEqual([]);
});
