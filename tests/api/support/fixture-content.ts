import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The small hand-written catalogue the API suites run on (three schools, two languages). */
export const FIXTURE_CONTENT_DIR = resolve(import.meta.dirname, '../../fixtures/content');

/** A private copy of the fixture catalogue that a test may edit or break; remove() deletes it. */
export function copyFixtureContent(): { dir: string; remove(): void } {
  const parent = mkdtempSync(join(tmpdir(), 'linguatrips-content-'));
  const dir = join(parent, 'content');
  cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
