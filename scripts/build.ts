// `npm run build`, and every script or test that builds: the build (scripts/build/run-build.ts),
// which runs its steps in Nodes of their own with the flags each needs. Exits 1 when it fails,
// leaving the served site as it was.
import { parseArgs } from 'node:util';
import { KEEP_BUILDS } from './build/build-atomically.ts';
import { runBuild } from './build/run-build.ts';

try {
  // --out-dir <folder>: serve the build from there instead of dist/; --no-photos: leave
  // public/photos as it is; --no-precompress: no .br/.gz (a CDN compresses); --keep <n>: builds kept;
  // --only-schools <id,id>: a partial build of the pages those schools' change touches (run-build.ts).
  const { values } = parseArgs({
    options: {
      'out-dir': { type: 'string' },
      'no-photos': { type: 'boolean', default: false },
      'no-precompress': { type: 'boolean', default: false },
      keep: { type: 'string', default: String(KEEP_BUILDS) },
      'only-schools': { type: 'string' },
    },
  });
  const keep = Number(values.keep);
  const onlySchools = values['only-schools']?.split(',').map(Number);
  if (onlySchools?.some((id) => !Number.isInteger(id) || id < 1))
    throw new Error(`--only-schools must be school ids separated by commas, got ${values['only-schools']}`);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep must be a whole number from 1, got ${values.keep}`);
  await runBuild({
    ...(values['out-dir'] ? { outDir: values['out-dir'] } : {}),
    photos: !values['no-photos'],
    precompress: !values['no-precompress'],
    keep,
    ...(onlySchools ? { onlySchools } : {}),
  });
  process.exit(0);
} catch (error) {
  console.error(error);
  console.error('build failed: the served site is unchanged');
  process.exit(1);
}
