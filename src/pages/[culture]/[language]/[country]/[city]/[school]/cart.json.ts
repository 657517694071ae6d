import type { APIRoute, GetStaticPaths } from 'astro';
import { getRates, getSchoolPage } from '#build/catalogue-client.ts';
import { company } from '#build/page-settings.ts';
import { schoolPageCartProps } from '#stores/cart/cart-island-props.ts';
import { schoolStaticPaths, type SchoolPageProps } from '#build/static-paths.ts';

export const getStaticPaths = (() => schoolStaticPaths()) satisfies GetStaticPaths;

// The page's reviews are not read here: one is the fewest the catalogue API answers.
const REVIEWS = 1;

/**
 * {school page}/cart.json: what the page's cart island is made of (the school's rules and names,
 * the rates, the paths), fetched when the cart starts rather than written into the page, whose
 * static HTML already shows the opening cart (docs/architecture.md, what hydrates when).
 */
export const GET: APIRoute<SchoolPageProps> = async ({ props: { culture, route }, locals }) => {
  const { school } = await getSchoolPage(culture, route, REVIEWS);
  const { dictionary: _texts, ...data } = schoolPageCartProps(school, culture, route, {
    rates: await getRates(),
    confirmationWorkingDays: (await company(locals)).confirmationWorkingDays,
  });
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
