import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { generateCatalogue } from '../generate-catalogue.ts';
import { readPhotosFrom } from '../photos/read-photos-from.ts';

const contentDir = resolve(import.meta.dirname, '../../content');
const temp = mkdtempSync(join(tmpdir(), 'linguatrips-generate-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('generateCatalogue', () => {
  it('writes a catalogue of the size asked for that passes every content check', () => {
    const generated = generateCatalogue({ contentDir, outDir: join(temp, 'a'), schools: 120 });
    const catalogue = loadContent(generated.dir);
    expect(catalogue.schools).toHaveLength(120);
    expect(new Set(catalogue.schools.map((school) => school.slug)).size).toBe(120);
    expect(catalogue.visa.length).toBe(loadContent(contentDir).visa.length);
    // The pages read the company's details from content/ too: a build of the catalogue needs them.
    expect(readFileSync(join(generated.dir, 'company.json'), 'utf8')).toBe(
      readFileSync(join(contentDir, 'company.json'), 'utf8'),
    );
    // Spread over the places and features, not copies of one school.
    expect(new Set(catalogue.schools.map((school) => school.city)).size).toBeGreaterThan(10);
    expect(catalogue.schools.filter((school) => school.features.budgetary).length).toBeGreaterThan(10);
  });

  it('names for each generated school the real school whose photos it shows, with the same photo counts', () => {
    const generated = generateCatalogue({ contentDir, outDir: join(temp, 'd'), schools: 50 });
    const photosFrom = readPhotosFrom(generated.dir);
    expect(photosFrom.size).toBe(50);
    const real = new Map(loadContent(contentDir).schools.map((school) => [school.slug, school]));
    for (const school of loadContent(generated.dir).schools) {
      const from = real.get(photosFrom.get(school.slug)!)!;
      expect(school.photos).toBe(from.photos);
      expect(school.accommodations.map((housing) => [housing.id, housing.type, housing.photos])).toEqual(
        from.accommodations.map((housing) => [housing.id, housing.type, housing.photos]),
      );
    }
  });

  it('writes the same catalogue for the same seed', () => {
    generateCatalogue({ contentDir, outDir: join(temp, 'b'), schools: 30, seed: 's' });
    generateCatalogue({ contentDir, outDir: join(temp, 'c'), schools: 30, seed: 's' });
    const file = (dir: string) => readFileSync(join(temp, dir, 'schools', 'generated_school_17.json'), 'utf8');
    expect(file('b')).toBe(file('c'));
  });
});
