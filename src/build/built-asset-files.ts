import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** A file the build writes into /_astro/: its name there and its text. */
export interface BuiltAssetFile {
  fileName: string;
  content: string;
}

/** A file of this text named by its hash (`stem.<hash>.extension`): a new text is a new address, cached for ever. */
export function hashedAssetFile(stem: string, extension: string, content: string): BuiltAssetFile {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 10);
  return { fileName: `${stem}.${hash}.${extension}`, content };
}

/**
 * The files the built pages link instead of repeating their text inline (the typeface's
 * @font-face rules: src/middleware.ts), gathered as the pages render and written
 * into /_astro/ when the build is done. Kept on globalThis: the pages' middleware (bundled by Vite)
 * and astro.config.mjs (loaded by Node) each have their own instance of this module, in one process.
 */
const KEY = Symbol.for('linguatrips.build.built-asset-files');

type Globals = typeof globalThis & { [KEY]?: Map<string, string> };
const globals = globalThis as Globals;

const files = (): Map<string, string> => (globals[KEY] ??= new Map());

/** Keeps a file a rendered page links, for the end of the build. */
export function keepBuiltAssetFile(file: BuiltAssetFile): void {
  files().set(file.fileName, file.content);
}

/** Writes the files the pages link into the build's /_astro/. */
export const builtAssetFiles: AstroIntegration = {
  name: 'linguatrips:built-asset-files',
  hooks: {
    'astro:build:done': ({ dir, logger }) => {
      const assets = join(fileURLToPath(dir), '_astro');
      mkdirSync(assets, { recursive: true });
      for (const [fileName, content] of files()) writeFileSync(join(assets, fileName), content);
      logger.info(`${files().size} files the pages link written to ${assets}`);
      files().clear();
    },
  },
};
