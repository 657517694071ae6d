import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { housingPhotoUrls } from '#domain/photos/housing-photo-urls.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { planSchoolJobs } from '../../scripts/photos/plan-photo-jobs.ts';
import { readSchoolPhotoSpec } from '../../scripts/photos/school-photo-spec.ts';

const CONTENT_DIR = resolve(import.meta.dirname, '../../content');
const OUT = '/out';

// Every housing of the demo catalogue opens a gallery of at least 3 photos (issue 11).
describe('the housing photos of the content/ catalogue', () => {
  const { schools } = loadContent(CONTENT_DIR);
  const housings = schools.flatMap((school) => school.accommodations.map((housing) => ({ school, housing })));

  it('gives every housing of every school at least 3 photos, each showing something else', () => {
    expect(housings.length).toBeGreaterThan(0);
    for (const { school, housing } of housings) {
      const photos = housingPhotoUrls(school.slug, housing);
      expect(photos.length, `${school.slug} housing ${housing.id}`).toBeGreaterThanOrEqual(3);
      const kinds = photos.map((photo) => photo.kind);
      // No picture twice: the content asks for no more photos than there are things to show.
      expect(new Set(kinds).size, `${school.slug} housing ${housing.id}: ${kinds.join(', ')}`).toBe(kinds.length);
    }
  });

  it('names only files the photo script draws, every size and format of every photo', () => {
    for (const school of schools) {
      const spec = readSchoolPhotoSpec(resolve(CONTENT_DIR, 'schools', `${school.slug}.json`), 0);
      const drawn = new Set(
        planSchoolJobs(spec, OUT).flatMap((job) => job.outputs.map((output) => output.path.slice(OUT.length))),
      );
      for (const housing of school.accommodations) {
        for (const photo of housingPhotoUrls(school.slug, housing)) {
          for (const size of [photo.desktop, photo.mobile]) {
            for (const url of [...Object.values(size.webp), ...Object.values(size.jpeg)])
              expect(drawn.has(url.slice('/photos'.length)), url).toBe(true);
          }
        }
      }
    }
  });
});
