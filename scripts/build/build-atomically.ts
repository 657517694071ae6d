import { existsSync, lstatSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildFolderName } from './build-folder-name.ts';
import { BUILD_STAMP } from './build-stamp.ts';
import { migratePlainOutDir } from './migrate-plain-out-dir.ts';
import { pruneBuilds } from './prune-builds.ts';
import { switchSymlink } from './switch-symlink.ts';
import { takeBuildLock } from './take-build-lock.ts';

/** Completed builds kept by default, the served one included: two to go back to. */
export const KEEP_BUILDS = 3;

export interface BuildFolders {
  /** The new, empty folder the build writes into. */
  buildDir: string;
  /** The build served until now (the real folder behind outDir), if any: its files can be reused. */
  previousDir: string | undefined;
}

export interface AtomicBuildResult extends BuildFolders {
  /** Old builds deleted after the switch. */
  removed: string[];
}

/** The folder of the builds of `outDir`: dist → dist.builds. */
export const buildsDirOf = (outDir: string): string => `${resolve(outDir)}.builds`;

/** The build outDir points at now, or undefined (nothing built yet, or a dangling link). */
export function servedBuild(outDir: string): string | undefined {
  const found = lstatSync(outDir, { throwIfNoEntry: false });
  if (!found) return undefined;
  try {
    return realpathSync(outDir);
  } catch {
    return undefined;
  }
}

/**
 * Runs `build` into a new folder `<outDir>.builds/<start time>/` and, once it has finished,
 * points `outDir` (a symlink) at it in one rename, then deletes the builds beyond the last
 * `keep`. Until the switch the served site is the previous build, whole: a build that throws
 * leaves `outDir` as it was, its own folder is deleted, and the error says so. A plain `outDir`
 * folder from before is moved into the builds folder first and stays served.
 */
export async function buildAtomically(
  outDir: string,
  build: (folders: BuildFolders) => Promise<void>,
  options: { keep?: number; now?: () => Date } = {},
): Promise<AtomicBuildResult> {
  const link = resolve(outDir);
  const buildsDir = buildsDirOf(link);
  mkdirSync(buildsDir, { recursive: true });
  const release = takeBuildLock(buildsDir);
  try {
    migratePlainOutDir(link, buildsDir);
    const previousDir = servedBuild(link);
    const now = options.now ?? (() => new Date());
    let buildDir = join(buildsDir, buildFolderName(now()));
    for (let n = 2; existsSync(buildDir); n += 1) buildDir = join(buildsDir, `${buildFolderName(now())}-${n}`);
    mkdirSync(buildDir);
    try {
      await build({ buildDir, previousDir });
      writeFileSync(join(buildDir, BUILD_STAMP), now().toISOString());
    } catch (error) {
      rmSync(buildDir, { recursive: true, force: true });
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `the build failed, so ${link} still serves ${previousDir ?? 'nothing (no build yet)'}: ${reason}`,
        { cause: error },
      );
    }
    switchSymlink(link, buildDir);
    const removed = pruneBuilds(buildsDir, buildDir, options.keep ?? KEEP_BUILDS);
    return { buildDir, previousDir, removed };
  } finally {
    release();
  }
}
