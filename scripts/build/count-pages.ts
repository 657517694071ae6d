import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Counts the HTML pages of a built site. */
export function countPages(dir: string): number {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) pages += countPages(join(dir, entry.name));
    else if (entry.name.endsWith('.html')) pages += 1;
  }
  return pages;
}
