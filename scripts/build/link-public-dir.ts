import { copyFileSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Puts every file of `publicDir` into the built client folder as a hard link (a copy only across
 * file systems): the same bytes without writing them again. public/ is nearly all photos, which
 * Vite's copy wrote out in full at every build, and the build then deleted the plain copies it did
 * not need. The photo script
 * writes a new file and renames it over an old one, so a served build's links keep their bytes.
 * Returns how many files it linked or copied.
 */
export function linkPublicDir(publicDir: string, clientDir: string): { linked: number; copied: number } {
  const counts = { linked: 0, copied: 0 };
  for (const entry of readdirSync(publicDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const from = join(entry.parentPath, entry.name);
    const to = join(clientDir, relative(publicDir, from));
    mkdirSync(entry.parentPath === publicDir ? clientDir : join(clientDir, relative(publicDir, entry.parentPath)), {
      recursive: true,
    });
    try {
      linkSync(from, to);
      counts.linked += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      copyFileSync(from, to);
      counts.copied += 1;
    }
  }
  return counts;
}
