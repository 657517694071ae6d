import type { SchoolCard } from '../domain/catalogue/api-types.ts';
import { schoolRoutes, type SchoolRoute } from '../domain/routes/school-routes.ts';
import { loadConfig } from '../server/config/env.ts';

/**
 * The part of a list of pages this render renders. A whole build renders in several processes at
 * once (scripts/build/render-in-shards.ts sets RENDER_SHARD to i/n): each takes every n-th item
 * from the i-th, so each gets as many schools and places as the others, and every culture of an
 * address comes from one process (the sitemap's alternates and the canonical marks are per
 * process). Without a shard, all of them.
 */
export function renderShare<T>(items: readonly T[]): readonly T[] {
  const shard = loadConfig().renderShard;
  return shard ? items.filter((_, position) => position % shard.count === shard.index) : items;
}

/** Whether this render makes the pages that exist once per culture (home, about, dictionaries): the first process. */
export const rendersCulturePages = (): boolean => (loadConfig().renderShard?.index ?? 0) === 0;

/**
 * The schools whose pages a partial build renders (RENDER_ONLY_SCHOOLS, scripts/build/run-build.ts),
 * or undefined for a whole build.
 */
export function touchedSchools<T extends Pick<SchoolCard, 'id'>>(schools: readonly T[]): readonly T[] | undefined {
  const only = loadConfig().renderOnlySchools;
  return only && schools.filter((school) => only.includes(school.id));
}

/**
 * The school page routes this render renders, in render order: the school pages' getStaticPaths
 * and the catalogue client's reads ahead (src/build/catalogue-client.ts) both follow it, so no
 * school is read for a page another process renders.
 */
export function renderedSchoolRoutes(schools: readonly SchoolCard[]): readonly SchoolRoute[] {
  return renderShare(schoolRoutes(touchedSchools(schools) ?? schools));
}
