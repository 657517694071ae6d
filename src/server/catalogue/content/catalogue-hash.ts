import { createHash } from 'node:crypto';
import type { Catalogue } from './load-content.ts';

/**
 * A fingerprint of the whole catalogue. loadContent reads files in sorted order and zod writes
 * keys in schema order, so the same content always gives the same hash.
 */
export function catalogueHash(catalogue: Catalogue): string {
  return createHash('sha256').update(JSON.stringify(catalogue)).digest('hex');
}
