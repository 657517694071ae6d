import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { IslandScriptFile } from './externalise-island-runtime.ts';

/**
 * The islands' script files the pages link (src/buil./externalise-island-runtime.ts), gathered as the pages
 * render and written into /_astro/ when the build is done. Kept on globalThis: the pages' middleware
 * (bundled by Vite) and astro.config.mjs (loaded by Node) each have their own instance of this
 * module, in one process.
 */
const KEY = Symbol.for('linguatrips.build.island-script-files');

type Globals = typeof globalThis & { [KEY]?: Map<string, string> };
const globals = globalThis as Globals;

const files = (): Map<string, string> => (globals[KEY] ??= new Map());

/** Keeps a file a rendered page links, for the end of the build. */
export function keepIslandScriptFile(file: IslandScriptFile): void {
  files().set(file.fileName, file.content);
}

/** Writes the islands' script files the pages link into the build's /_astro/. */
export const islandScriptFiles: AstroIntegration = {
  name: 'linguatrips:island-script-files',
  hooks: {
    'astro:build:done': ({ dir, logger }) => {
      const assets = join(fileURLToPath(dir), '_astro');
      mkdirSync(assets, { recursive: true });
      for (const [fileName, content] of files()) writeFileSync(join(assets, fileName), content);
      logger.info(`${files().size} island script files written to ${assets}`);
      files().clear();
    },
  },
};
