// Draws the catalogue's photos: clearly synthetic illustrations generated from SVG, no downloads.
// Every school gets a gallery (building, classroom, skyline, lounge, café, library…) in the sizes
// of spec section 7, every housing option a few room pictures, and the site two placeholders.
// Pictures carry no text: alt texts come from the page.
// Usage: node scripts/make-photos.ts [--out public/photos] [--content content] [--force]
import { readdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSchoolPhotoSpec } from './photos/school-photo-spec.ts';
import { planPlaceholderJobs, planSchoolJobs } from './photos/plan-photo-jobs.ts';
import { renderPhotoJob } from './photos/render-photo-job.ts';
import { runWithConcurrency } from './photos/run-with-concurrency.ts';
import { newestMtime } from './photos/newest-mtime.ts';
import { hashPhotoJobs } from './photos/hash-photo-jobs.ts';
import { writeHashedPhotos } from './photos/write-hashed-photos.ts';
import { readPhotosFrom } from './photos/read-photos-from.ts';
import type { PhotoJob } from './photos/photo-job.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * The files of scripts/photos/ that do not change a picture's pixels (hashing, linking, reading
 * the counts, scheduling): editing them must not redraw 7,700 files. Any other file there, a new
 * one included, is drawing code and dates every photo.
 */
const NOT_DRAWING = new Set([
  'hash-photo-jobs.ts',
  'newest-mtime.ts',
  'photo-job.ts',
  'read-photos-from.ts',
  'run-with-concurrency.ts',
  'school-photo-spec.ts',
  'write-hashed-photos.ts',
]);

/** The code outside scripts/photos/ that decides a photo's pixels and files, shared with the office's uploads. */
const SHARED_DRAWING_CODE = [
  join(HERE, '..', 'src', 'server', 'catalogue', 'photos', 'encode-photo-sizes.ts'),
  join(HERE, '..', 'src', 'domain', 'photos', 'photo-files.ts'),
];

export type MakePhotosOptions = {
  contentDir: string;
  outDir: string;
  /** Pictures drawn at the same time; sharp works off the main thread (docs/benchmarks.md, photos). */
  concurrency?: number;
  /** Redraw every file, even those newer than their school file and the drawing code. */
  force?: boolean;
};

export type MakePhotosResult = {
  schools: number;
  /** Schools of a generated catalogue showing the photos of the school they were made from. */
  reusing: number;
  pictures: number;
  written: number;
  upToDate: number;
  hashed: number;
  ms: number;
};

/** Draws every missing or outdated photo for the schools in contentDir/schools into outDir, one at a time a core by default. */
export async function makePhotos({
  contentDir,
  outDir,
  concurrency = availableParallelism(),
  force = false,
}: MakePhotosOptions): Promise<MakePhotosResult> {
  const started = performance.now();
  const schoolsDir = join(contentDir, 'schools');
  const files = (await readdir(schoolsDir)).filter((name) => name.endsWith('.json')).sort();
  // A photo is out of date when its school file or the code that draws it changed after it was written.
  // A bundled copy of the script has no source folder beside it; then only the school files date the photos.
  const drawingCode = await readdir(join(HERE, 'photos')).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const codeTime = await newestMtime([
    ...drawingCode.filter((name) => !NOT_DRAWING.has(name)).map((name) => join(HERE, 'photos', name)),
    ...SHARED_DRAWING_CODE,
  ]);
  const schools = await Promise.all(
    files.map(async (name) =>
      readSchoolPhotoSpec(join(schoolsDir, name), Math.max(codeTime, (await stat(join(schoolsDir, name))).mtimeMs)),
    ),
  );

  const slugs = new Map<string, string>();
  for (const [index, school] of schools.entries()) {
    const other = slugs.get(school.slug);
    if (other)
      throw new Error(
        `${files[index]}: slug ${school.slug} is already used by ${other}; their photos would overwrite each other`,
      );
    slugs.set(school.slug, files[index] as string);
  }

  // A generated school shows the photos of the school it was made from: those are drawn once, by
  // their own names, and the generated school's addresses point at their hashed copies. Its file
  // is new with every generation, so only the drawing code dates them.
  const photosFrom = readPhotosFrom(contentDir);
  const drawings = new Map<string, PhotoJob>();
  const reused: { own: PhotoJob[]; from: PhotoJob[] }[] = [];
  for (const school of schools) {
    const from = photosFrom.get(school.slug);
    const jobs = planSchoolJobs(from ? { ...school, slug: from, sourceTime: codeTime } : school, outDir);
    for (const job of jobs) {
      const same = drawings.get(job.label);
      if (!same || same.sourceTime < job.sourceTime) drawings.set(job.label, job);
    }
    if (from) reused.push({ own: planSchoolJobs(school, outDir), from: jobs });
  }
  const schoolJobs = [...drawings.values()];
  const jobs = [...planPlaceholderJobs(outDir, codeTime), ...schoolJobs];
  const written = await runWithConcurrency(
    jobs.map((job) => () => renderPhotoJob(job, force)),
    concurrency,
  );
  // The catalogue's photos also get content-hashed addresses, cached for a year; the site-wide
  // placeholders keep their plain ones (the islands name them in code).
  const hashedPhotos = await hashPhotoJobs(schoolJobs, outDir);
  const hashOf = new Map(schoolJobs.map((job, index) => [job.label, hashedPhotos[index]!.hash]));
  const aliases: Record<string, string> = {};
  for (const { own, from } of reused) {
    // The same plan under two slugs: photo n of one is photo n of the other.
    for (const [index, job] of own.entries())
      aliases[`/photos/${job.label}`] = `${hashOf.get(from[index]!.label)!}/${from[index]!.label}`;
  }
  const hashed = await writeHashedPhotos(hashedPhotos, outDir, aliases);
  const total = jobs.reduce((sum, job) => sum + job.outputs.length, 0);
  const writtenCount = written.reduce((sum, count) => sum + count, 0);
  return {
    schools: schools.length,
    reusing: reused.length,
    pictures: jobs.length,
    written: writtenCount,
    upToDate: total - writtenCount,
    hashed,
    ms: performance.now() - started,
  };
}

function option(argv: string[], name: string, fallback: string): string {
  const index = argv.indexOf(name);
  const value = index >= 0 ? argv[index + 1] : undefined;
  if (index >= 0 && (!value || value.startsWith('--'))) throw new Error(`${name} needs a folder`);
  return resolve(value ?? fallback);
}

if (import.meta.main) {
  const argv = process.argv.slice(2);
  const result = await makePhotos({
    contentDir: option(argv, '--content', 'content'),
    outDir: option(argv, '--out', 'public/photos'),
    force: argv.includes('--force'),
  });
  console.log(
    `make-photos: wrote ${result.written} files (${result.upToDate} up to date, ${result.hashed} hashed copies linked) for ${result.schools} schools (${result.reusing} showing another's photos), ${result.pictures} pictures, in ${(result.ms / 1000).toFixed(1)} s`,
  );
}
