import { cpSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { Config } from '#server/config/env.ts';
import { mergeRenders } from './merge-renders.ts';
import { renderInChild } from './render-in-child.ts';
import type { RenderReport } from './render-site.ts';

const root = resolve(import.meta.dirname, '..', '..');
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Render processes for a whole build: BUILD_RENDER_PROCESSES, or one a core up to two. Astro
 * renders on one thread, so on a machine with two cores a single render leaves one idle for most
 * of the build; each process holds its own catalogue reads and, on the embedded database, its own
 * PGlite (about 1 GB at 2,000 schools), hence the cap.
 */
export const renderProcesses = (config: Pick<Config, 'buildRenderProcesses'>): number =>
  config.buildRenderProcesses ?? Math.min(2, availableParallelism());

/**
 * Renders the whole site into `buildDir` in `processes` Nodes at once, each with its share of the
 * pages (RENDER_SHARD, src/build/render-share.ts) into a folder of its own beside `buildDir`, then
 * merges them into `buildDir` (merge-renders.ts). On the embedded database each process but the
 * first opens a copy of it: PGlite is one process's. When one render fails the others are stopped
 * and nothing of theirs is left behind.
 */
export async function renderInShards(
  buildDir: string,
  env: NodeJS.ProcessEnv,
  config: Pick<Config, 'databaseUrl' | 'catalogueApiUrl' | 'pgliteDir'>,
  processes: number,
): Promise<RenderReport> {
  if (processes <= 1) return renderInChild(buildDir, env);
  const others = Array.from({ length: processes - 1 }, (_, index) => `${buildDir}.render-${index + 1}`);
  const copiesOfDatabase = config.databaseUrl || config.catalogueApiUrl ? [] : others.map((dir) => `${dir}.pglite`);
  const stop = new AbortController();
  try {
    const copying = performance.now();
    for (const copy of copiesOfDatabase) cpSync(resolve(root, config.pgliteDir), copy, { recursive: true });
    console.log(
      `render: ${processes} processes side by side${copiesOfDatabase.length > 0 ? `, the database copied for the others in ${seconds(copying)} s` : ''}`,
    );
    const renders = [buildDir, ...others].map((dir, index) => {
      const database = index > 0 && copiesOfDatabase.length > 0 ? { PGLITE_DIR: copiesOfDatabase[index - 1] } : {};
      const render = renderInChild(dir, { ...env, ...database, RENDER_SHARD: `${index}/${processes}` }, stop.signal);
      render.catch(() => stop.abort());
      return render;
    });
    const reports = await Promise.all(renders);
    const merging = performance.now();
    const moved = mergeRenders(buildDir, others);
    console.log(`render: ${moved} files of the other renders merged into the build in ${seconds(merging)} s`);
    return {
      astroSeconds: Math.max(...reports.map((report) => report.astroSeconds)),
      peakMb: reports.reduce((sum, report) => sum + report.peakMb, 0),
      cpuSeconds: reports.reduce((sum, report) => sum + report.cpuSeconds, 0),
    };
  } finally {
    stop.abort();
    for (const dir of [...others, ...copiesOfDatabase]) rmSync(dir, { recursive: true, force: true });
  }
}
