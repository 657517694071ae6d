import { createHash } from 'node:crypto';
import type { Catalogue } from './load-content.ts';

/**
 * A fingerprint of the whole catalogue. loadContent reads files in sorted order and zod writes
 * keys in schema order, so the same content always gives the same hash. Hashed piece by piece
 * rather than as one JSON text: at 2,000 schools the files as written alone are 80 MB, which as
 * one escaped string cost the seed seconds and a gigabyte for nothing.
 */
export function catalogueHash(catalogue: Catalogue): string {
  const hash = createHash('sha256');
  for (const [part, value] of Object.entries(catalogue) as [keyof Catalogue, unknown][]) {
    hash.update(`\n${part}\n`);
    if (part === 'schoolSources' || part === 'documentSources') {
      // Each file as written, its length first, so no two catalogues run together into one text.
      for (const [key, text] of Object.entries(value as Record<string, string>))
        hash.update(`${key} ${text.length} `).update(text);
    } else if (Array.isArray(value)) {
      for (const item of value) hash.update(`${JSON.stringify(item)}\n`);
    } else hash.update(JSON.stringify(value));
  }
  return hash.digest('hex');
}
