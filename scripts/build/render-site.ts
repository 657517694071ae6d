// The render, in a Node of its own started by scripts/build/run-build.ts: Astro's build of every
// page into a build folder, with what must run in its process (the catalogue API the pages start in
// process, closed by the build-done hook in astro.config.mjs). It ends before precompression begins,
// so the memory the render grew (≈ 1.1 GiB at 2,000 schools) is given back to the system instead of
// lying under precompression's workers (docs/benchmarks.md, bench:build).
// `node scripts/build/render-site.ts <build folder>`; its Astro time goes to the parent over IPC.
import { resolve } from 'node:path';
import { build } from 'astro';
import { loadConfig } from '#server/config/env.ts';
import { publicDirLinkedByBuild } from './public-dir-plugin.ts';

/** What the render tells the build that started it. */
export interface RenderReport {
  astroSeconds: number;
  /** Peak resident memory of the render process, in MB. */
  peakMb: number;
  /** CPU time of the render process (user + system), in seconds. */
  cpuSeconds: number;
}

const root = resolve(import.meta.dirname, '..', '..');

if (import.meta.main) {
  try {
    const buildDir = process.argv[2];
    if (!buildDir) throw new Error('usage: node scripts/build/render-site.ts <build folder>');
    const started = performance.now();
    // Renders of one build may run side by side (render-in-shards.ts): each but the first keeps
    // Astro's cache (the font files it copies) in a folder of its own, so none reads a file another is writing.
    const shard = loadConfig().renderShard;
    const cacheDir =
      shard && shard.index > 0 ? resolve(root, 'node_modules', `.astro-render-${shard.index}`) : undefined;
    // public/ is linked into the build by run-build.ts (linkPublicDir), not copied here.
    await build({
      root,
      outDir: resolve(buildDir),
      ...(cacheDir ? { cacheDir } : {}),
      logLevel: 'warn',
      vite: { plugins: [publicDirLinkedByBuild()] },
    });
    const report: RenderReport = {
      astroSeconds: (performance.now() - started) / 1000,
      peakMb: process.resourceUsage().maxRSS / 1024,
      cpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    };
    console.log(
      `astro: done in ${report.astroSeconds.toFixed(1)} s (render process peak memory ${report.peakMb.toFixed(0)} MB)`,
    );
    // Sent, then the process ends: its heap goes with it.
    await new Promise<void>((done, fail) =>
      process.send ? process.send(report, (error: Error | null) => (error ? fail(error) : done())) : done(),
    );
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
