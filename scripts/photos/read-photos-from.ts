import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * In a generated catalogue (scripts/generate-catalogue.ts), beside schools/: for each generated
 * school, the slug of the real school it was made from, whose photos it shows. The photo script
 * draws those once, so its time does not grow with the catalogue.
 */
export const PHOTOS_FROM_FILE = 'photos-from.json';

const SAFE_SLUG = /^[a-z0-9][a-z0-9_-]*$/;

/** The generated schools' photo sources (slug → slug), empty for a catalogue without the file. */
export function readPhotosFrom(contentDir: string): Map<string, string> {
  const file = join(contentDir, PHOTOS_FROM_FILE);
  if (!existsSync(file)) return new Map();
  const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error(`${file}: must map school slugs to school slugs`);
  const entries = Object.entries(data as Record<string, unknown>);
  for (const [slug, from] of entries) {
    if (typeof from !== 'string' || !SAFE_SLUG.test(from) || !SAFE_SLUG.test(slug))
      throw new Error(`${file}: ${slug} must name a school slug (lower-case letters, digits, '_' or '-')`);
  }
  return new Map(entries as [string, string][]);
}
