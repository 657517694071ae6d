// `npm start`: builds the site when the build is missing or older than its sources, then serves
// it with the API on one port. The build runs in its own process so that its database handle
// is closed before the server opens the same embedded database.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const stamp = join(root, 'dist', '.build-stamp');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'photos' || name === '__tests__' || name.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, name)));
  }
  return latest;
}

const sources = ['content', 'src', 'public', 'astro.config.mjs', 'package-lock.json'].map((name) => join(root, name));
const stale =
  !existsSync(stamp) ||
  Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs ||
  process.argv.includes('--rebuild');
if (stale) {
  console.log('Building the site (npm run build)…');
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.ts')], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// On one machine the server is also the build machine: a publish in the catalogue office rebuilds
// the pages it touches (docs/operations.md, "Pages follow a publish").
process.env.PUBLISH_REBUILD ??= 'on';
await import('../src/server/main.ts');
