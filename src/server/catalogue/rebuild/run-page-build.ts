import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../..');
const BUILD_SCRIPT = resolve(root, 'scripts/build.ts');

/** Past this many schools a publish (an import, say) is built whole: most pages change anyway. */
const MOST_SCHOOLS = 100;

export interface PageBuildOptions {
  /** The schools whose pages changed, or 'all' for a whole build (a site-wide document changed). */
  schoolIds: readonly number[] | 'all';
  /** The API the build reads the catalogue from: this instance's own. */
  apiUrl: string;
  /** The key that spares the build's reads the rate limits (catalogueBuildKey). */
  apiToken: string;
  /** The content folder this instance was started with (the terms files, the places' checks). */
  contentDir: string;
  /** The served folder (a symlink the build switches). */
  distDir: string;
  /** Ends the build (the instance stops): the served folder stays as it was. */
  signal?: AbortSignal;
}

/**
 * Runs `npm run build -- --only-schools …` in a child Node against this instance's API (so it
 * works beside the embedded database, which one process opens) and resolves once it has switched
 * the served folder, or rejects with the end of its output.
 */
export function runPageBuild({
  schoolIds,
  apiUrl,
  apiToken,
  contentDir,
  distDir,
  signal,
}: PageBuildOptions): Promise<void> {
  const only = schoolIds !== 'all' && schoolIds.length <= MOST_SCHOOLS ? ['--only-schools', schoolIds.join(',')] : [];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BUILD_SCRIPT, ...only, '--out-dir', distDir], {
      cwd: root,
      // eslint-disable-next-line no-restricted-properties -- the build is rendered with this instance's settings
      env: { ...process.env, CATALOGUE_API_URL: apiUrl, CATALOGUE_API_TOKEN: apiToken, CONTENT_DIR: contentDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(signal ? { signal } : {}),
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', fail);
    child.on('close', (code, signal) =>
      code === 0 ? done() : fail(new Error(`the build ended with ${code ?? signal}: ${output.trim()}`)),
    );
  });
}
