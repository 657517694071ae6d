import { createRequire } from 'node:module';
import { AstroCheck } from '@astrojs/language-server';

export interface AstroFilesResult {
  files: number;
  errors: number;
  warnings: number;
}

/**
 * Type-checks the project's .astro files with Astro's checker (Volar over TypeScript 6's
 * language service), printing each warning and error. Only the .astro files are asked for: the
 * .ts and .tsx files are checked by TypeScript 7 beside it (typecheck-project.ts), and the
 * checker types what an .astro file imports from them lazily, without reporting on them again.
 */
export async function checkAstroFiles(root: string): Promise<AstroFilesResult> {
  const require = createRequire(import.meta.url);
  const checker = new AstroCheck(root, require.resolve('typescript'), undefined);
  const files = checker.linter.getRootFileNames().filter((file) => file.endsWith('.astro'));
  if (files.length === 0) throw new Error(`no .astro files found through ${root}/tsconfig.json`);
  const result = await checker.lint({ fileNames: files, logErrors: { level: 'warning' } });
  return { files: result.fileChecked, errors: result.errors, warnings: result.warnings };
}
