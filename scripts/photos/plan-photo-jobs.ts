import { join } from 'node:path';
import { housingPhotoFiles, PHOTO_MASTER, schoolPhotoFiles, type PhotoFile } from '#domain/photos/photo-files.ts';
import type { PhotoJob } from './photo-job.ts';
import type { SchoolPhotoSpec } from './school-photo-spec.ts';
import type { Scene } from './scene-context.ts';
import { paletteFromSlug } from './palette-from-slug.ts';
import { seededRandom } from './seeded-random.ts';
import { svgDocument } from './svg-document.ts';
import { pickSchoolScene } from './pick-school-scene.ts';
import { pickHousingScene } from './pick-housing-scene.ts';
import { avatarPlaceholder } from './scenes/avatar-placeholder.ts';
import { brokenPhotoPlaceholder } from './scenes/broken-photo-placeholder.ts';

// Drawing units: school scenes are laid out on 1200 x 352 and housing on 320 x 220, then
// rendered at the largest output size so every smaller file is a downscale.
const SCHOOL_VIEW = { width: 1200, height: 352 };
const SCHOOL_MASTER = PHOTO_MASTER.school;
const HOUSING_VIEW = { width: 320, height: 220 };
const HOUSING_MASTER = PHOTO_MASTER.housing;

/** Every drawing of one school: its gallery, then each housing option's photos. */
export function planSchoolJobs(school: SchoolPhotoSpec, outDir: string): PhotoJob[] {
  const palette = paletteFromSlug(school.slug);
  const job = (
    label: string,
    scene: Scene,
    view: typeof SCHOOL_VIEW,
    master: { width: number; height: number },
    files: PhotoFile[],
  ): PhotoJob => ({
    label,
    master,
    sourceTime: school.sourceTime,
    outputs: files.map(({ file, ...size }) => ({ path: join(outDir, file), ...size })),
    svg: () =>
      svgDocument(
        view,
        master,
        scene({ palette, random: seededRandom(label), width: view.width, height: view.height }),
      ),
  });
  const jobs: PhotoJob[] = [];
  for (let n = 1; n <= school.photos; n += 1) {
    jobs.push(
      job(
        `schools/${school.slug}/${n}`,
        pickSchoolScene(n),
        SCHOOL_VIEW,
        SCHOOL_MASTER,
        schoolPhotoFiles(school.slug, n),
      ),
    );
  }
  for (const housing of school.accommodations) {
    for (let k = 1; k <= housing.photos; k += 1) {
      jobs.push(
        job(
          `housing/${school.slug}-${housing.id}-${k}`,
          pickHousingScene(housing.type, k),
          HOUSING_VIEW,
          HOUSING_MASTER,
          housingPhotoFiles(school.slug, housing.id, k),
        ),
      );
    }
  }
  return jobs;
}

/** The site-wide placeholders: reviewer avatar (64 x 64 and @2x) and the broken review photo. */
export function planPlaceholderJobs(outDir: string, sourceTime: number): PhotoJob[] {
  return [
    {
      label: 'avatar',
      master: { width: 192, height: 192 },
      sourceTime,
      // Reviewer avatars are 64 x 64 (spec section 7), 1x/2x/3x with a JPEG fallback.
      outputs: [1, 2, 3].flatMap((scale) => {
        const name = `avatar${scale === 1 ? '' : `@${scale}x`}`;
        return [
          { path: join(outDir, `${name}.webp`), width: 64 * scale, height: 64 * scale, format: 'webp' as const },
          { path: join(outDir, `${name}.jpg`), width: 64 * scale, height: 64 * scale, format: 'jpeg' as const },
        ];
      }),
      svg: () => svgDocument({ width: 64, height: 64 }, { width: 192, height: 192 }, avatarPlaceholder()),
    },
    {
      label: 'placeholder',
      master: { width: 200, height: 200 },
      sourceTime,
      outputs: [{ path: join(outDir, 'placeholder.webp'), width: 200, height: 200, format: 'webp' }],
      svg: () => svgDocument({ width: 100, height: 100 }, { width: 200, height: 200 }, brokenPhotoPlaceholder()),
    },
  ];
}
