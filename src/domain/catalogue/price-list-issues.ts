import type { PriceList } from './price-list-schema.ts';

/** What the price-list check reads of a school file. */
export interface PricedOffer {
  courses: readonly { id: number; courseWeeks: readonly { options: readonly { id: number }[] }[] }[];
  accommodations: readonly { id: number; offers: readonly { roomId: number; foodId: number }[] }[];
  transfers: readonly { id: number }[];
  priceLists: readonly PriceList[];
}

export interface PriceListIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The school-wide checks of its price lists (pricing model, 'Price lists by year'): ids used once,
 * no two lists in force on the same day, and every list prices exactly what the school offers:
 * each course option, each (room, meal plan) pair of each housing, each transfer. Each issue
 * names the field to fix.
 */
export function priceListIssues(school: PricedOffer): PriceListIssue[] {
  const issues: PriceListIssue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const listIds = new Set<number>();
  school.priceLists.forEach((list, l) => {
    if (listIds.has(list.id)) add(['priceLists', l, 'id'], `price list id ${list.id} is used twice`);
    listIds.add(list.id);
    school.priceLists.forEach((other, o) => {
      if (o < l && list.validFrom <= other.validTo && other.validFrom <= list.validTo)
        add(
          ['priceLists', l, 'validFrom'],
          `overlaps price list ${other.id} (${other.validFrom} to ${other.validTo}): two lists cannot be in force on one day`,
        );
    });
    issues.push(...coursePriceIssues(school, list, l), ...housingPriceIssues(school, list, l));
    issues.push(...transferPriceIssues(school, list, l));
  });
  return issues;
}

function coursePriceIssues(school: PricedOffer, list: PriceList, l: number): PriceListIssue[] {
  const issues: PriceListIssue[] = [];
  const courseIds = new Set(school.courses.map((course) => course.id));
  list.courses.forEach((prices, c) => {
    if (!courseIds.has(prices.courseId))
      issues.push({
        path: ['priceLists', l, 'courses', c, 'courseId'],
        message: `no course with id ${prices.courseId}`,
      });
  });
  for (const course of school.courses) {
    const index = list.courses.findIndex((prices) => prices.courseId === course.id);
    if (index < 0) {
      issues.push({ path: ['priceLists', l, 'courses'], message: `has no prices for course ${course.id}` });
      continue;
    }
    const prices = list.courses[index]!;
    if (list.courses.findIndex((other, o) => o > index && other.courseId === course.id) >= 0)
      issues.push({ path: ['priceLists', l, 'courses'], message: `prices course ${course.id} twice` });
    const optionIds = new Set(course.courseWeeks.flatMap((range) => range.options.map((option) => option.id)));
    const priced = new Set<number>();
    prices.options.forEach((option, p) => {
      const path = ['priceLists', l, 'courses', index, 'options', p, 'weekPriceId'];
      if (!optionIds.has(option.weekPriceId))
        issues.push({ path, message: `course ${course.id} has no option with id ${option.weekPriceId}` });
      else if (priced.has(option.weekPriceId))
        issues.push({ path, message: `prices option ${option.weekPriceId} twice` });
      priced.add(option.weekPriceId);
    });
    for (const id of optionIds)
      if (!priced.has(id))
        issues.push({
          path: ['priceLists', l, 'courses', index, 'options'],
          message: `has no price for option ${id} of course ${course.id}`,
        });
  }
  return issues;
}

function housingPriceIssues(school: PricedOffer, list: PriceList, l: number): PriceListIssue[] {
  const issues: PriceListIssue[] = [];
  const housingIds = new Set(school.accommodations.map((housing) => housing.id));
  list.accommodations.forEach((prices, a) => {
    if (!housingIds.has(prices.accommodationId))
      issues.push({
        path: ['priceLists', l, 'accommodations', a, 'accommodationId'],
        message: `no accommodation with id ${prices.accommodationId}`,
      });
  });
  for (const housing of school.accommodations) {
    const index = list.accommodations.findIndex((prices) => prices.accommodationId === housing.id);
    if (index < 0) {
      issues.push({
        path: ['priceLists', l, 'accommodations'],
        message: `has no prices for accommodation ${housing.id}`,
      });
      continue;
    }
    const rows = list.accommodations[index]!.prices;
    const offered = new Set(housing.offers.map((offer) => `${offer.roomId}/${offer.foodId}`));
    const priced = new Set<string>();
    rows.forEach((row, r) => {
      const pair = `${row.roomId}/${row.foodId}`;
      const path = ['priceLists', l, 'accommodations', index, 'prices', r];
      if (!offered.has(pair))
        issues.push({
          path,
          message: `accommodation ${housing.id} offers no room ${row.roomId} with meals ${row.foodId}`,
        });
      else if (priced.has(pair))
        issues.push({ path, message: `prices room ${row.roomId} with meals ${row.foodId} twice` });
      priced.add(pair);
    });
    for (const offer of housing.offers)
      if (!priced.has(`${offer.roomId}/${offer.foodId}`))
        issues.push({
          path: ['priceLists', l, 'accommodations', index, 'prices'],
          message: `has no price for room ${offer.roomId} with meals ${offer.foodId} of accommodation ${housing.id}`,
        });
  }
  return issues;
}

function transferPriceIssues(school: PricedOffer, list: PriceList, l: number): PriceListIssue[] {
  const issues: PriceListIssue[] = [];
  const transferIds = new Set(school.transfers.map((transfer) => transfer.id));
  const priced = new Set<number>();
  list.transfers.forEach((prices, t) => {
    const path = ['priceLists', l, 'transfers', t, 'transferId'];
    if (!transferIds.has(prices.transferId)) issues.push({ path, message: `no transfer with id ${prices.transferId}` });
    else if (priced.has(prices.transferId))
      issues.push({ path, message: `prices transfer ${prices.transferId} twice` });
    priced.add(prices.transferId);
  });
  for (const id of transferIds)
    if (!priced.has(id))
      issues.push({ path: ['priceLists', l, 'transfers'], message: `has no price for transfer ${id}` });
  return issues;
}
