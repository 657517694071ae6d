import type { APIRoute, GetStaticPaths } from 'astro';
import { getRates, getSchoolPage } from '#build/catalogue-client.ts';
import { openingCart } from '#build/opening-cart.ts';
import { company } from '#build/page-settings.ts';
import { schoolCartFile } from '#islands/Cart/school-cart-data.ts';
import { schoolPageCartProps } from '#stores/cart/cart-island-props.ts';
import { schoolStaticPaths, type SchoolPageProps } from '#build/static-paths.ts';

export const getStaticPaths = (() => schoolStaticPaths()) satisfies GetStaticPaths;

// The page's reviews are not read here: one is the fewest the catalogue API answers.
const REVIEWS = 1;

/**
 * {school page}/cart.json: what the page's cart island is made of (the school's rules and names,
 * the rates, the paths, and the opening cart its static HTML shows, priced as the page's was),
 * fetched when the cart starts rather than written into the page (docs/architecture.md, what
 * hydrates when). A build that crosses midnight between a page and its file may price the two a
 * day apart: the island then draws its own first view, and prices the cart again as it starts in
 * any case.
 */
export const GET: APIRoute<SchoolPageProps> = async ({ props: { culture, route }, locals }) => {
  const { school } = await getSchoolPage(culture, route, REVIEWS);
  const { dictionary: _texts, ...data } = schoolPageCartProps(school, culture, route, {
    rates: await getRates(),
    confirmationWorkingDays: (await company(locals)).confirmationWorkingDays,
  });
  const opening = await openingCart(school, culture, new Date());
  return new Response(JSON.stringify(schoolCartFile({ ...data, opening })), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
