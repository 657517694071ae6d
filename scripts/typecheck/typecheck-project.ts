import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { checkAstroFiles } from './check-astro-files.ts';

/** What each half of the check found. */
export interface TypecheckResult {
  ok: boolean;
  /** TypeScript 7 found no error in the .ts and .tsx files. */
  typescriptOk: boolean;
  astroFiles: number;
  astroErrors: number;
}

/**
 * Type-checks every file of root/tsconfig.json, in two halves at once: the .ts and .tsx files
 * with TypeScript 7, the native compiler (the `typescript-7` devDependency: the same type system
 * and options as TypeScript 6), and the .astro files with Astro's checker, which needs TypeScript
 * 6's programmatic API that 7 does not have (Astro's own support for 7 waits for TypeScript 7.1:
 * @astrojs/ts-content-mapper). Prints what it finds and returns what each half found.
 */
export async function typecheckProject(root: string): Promise<TypecheckResult> {
  const bin = (...path: string[]) => join(root, 'node_modules', ...path);
  // The types Astro generates (.astro/types.d.ts, content collections) come first: both halves read them.
  if (spawnSync(bin('.bin', 'astro'), ['sync'], { stdio: ['ignore', 'ignore', 'inherit'], cwd: root }).status !== 0) {
    console.error('typecheck: `astro sync` failed');
    return { ok: false, typescriptOk: false, astroFiles: 0, astroErrors: 0 };
  }
  const typescript = new Promise<boolean>((done) => {
    const child = spawn(
      bin('typescript-7', 'bin', 'tsc'),
      ['--noEmit', '--pretty', '-p', join(root, 'tsconfig.json')],
      { stdio: 'inherit', cwd: root },
    );
    child.on('error', (error) => {
      console.error(`typecheck: TypeScript 7 did not start (${error.message}); run npm install`);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
  const astro = await checkAstroFiles(root);
  const typescriptOk = await typescript;
  console.log(
    `typecheck: ${astro.files} .astro files: ${astro.errors} errors, ${astro.warnings} warnings; .ts and .tsx files: ${typescriptOk ? 'no errors' : 'errors above'}`,
  );
  return { ok: typescriptOk && astro.errors === 0, typescriptOk, astroFiles: astro.files, astroErrors: astro.errors };
}
