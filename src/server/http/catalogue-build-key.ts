import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config/env.ts';

/**
 * The key a build presents to the catalogue API (`Authorization: Bearer …`) so that its thousands
 * of reads are not counted against the visitors' rate limits: CATALOGUE_API_TOKEN when the
 * operator set one (their builds elsewhere send the same), else one derived from AUTH_SECRET,
 * which an instance hands to the builds it starts itself (the pages a publish touches).
 */
export function catalogueBuildKey(config: Pick<Config, 'catalogueApiToken' | 'authSecret'>): string {
  return config.catalogueApiToken ?? createHmac('sha256', config.authSecret).update('catalogue build').digest('hex');
}

/** Whether an Authorization header carries the build key. */
export function isCatalogueBuild(
  authorization: string | undefined,
  config: Pick<Config, 'catalogueApiToken' | 'authSecret'>,
): boolean {
  const presented = authorization?.match(/^Bearer (\S+)$/)?.[1];
  if (!presented) return false;
  const expected = Buffer.from(catalogueBuildKey(config));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
