import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUILD_FOLDER_NAME } from './build-folder-name.ts';
import { BUILD_STAMP } from './build-stamp.ts';

/**
 * Deletes the builds beyond the newest `keep` completed ones (the served one always among those
 * kept), and every unfinished folder left by a build that was killed (the build lock rules out
 * one still running). Only folders named like builds are touched. Returns the folders deleted.
 */
export function pruneBuilds(buildsDir: string, served: string, keep: number): string[] {
  if (keep < 1) throw new Error(`keep must be at least 1 (the served build), got ${keep}`);
  const names = readdirSync(buildsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && BUILD_FOLDER_NAME.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  const servedName = names.find((name) => resolve(buildsDir, name) === resolve(served));
  const kept = new Set(servedName ? [servedName] : []);
  for (const name of names) {
    if (kept.size >= keep) break;
    if (existsSync(join(buildsDir, name, BUILD_STAMP))) kept.add(name);
  }
  const removed = names.filter((name) => !kept.has(name)).map((name) => join(buildsDir, name));
  for (const folder of removed) rmSync(folder, { recursive: true, force: true });
  return removed;
}
