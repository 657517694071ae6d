// `node scripts/generate-catalogue.ts --schools 2000 --out /tmp/catalogue`: writes a valid catalogue
// of any size for benchmarks: content/'s places, rates, SEO texts, terms and visa help, and
// schools made from the real ones (each keeps a real school's courses, housing and prices, under
// a new id, name and popularity, in a random city of a country where its language is taught, with
// random features and prices scaled by up to ±30 %, and the real school's photos: photos-from.json).
// The same seed writes the same catalogue.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { seededRandom } from './photos/seeded-random.ts';
import { PHOTOS_FROM_FILE } from './photos/read-photos-from.ts';

type Json = Record<string, unknown>;

const FEATURES = ['budgetary', 'fewRussianSpeakers', 'avgAge30', 'inCityCentre'] as const;

/** Multiplies every course option's weekly price in each of a school's price lists (major units, whole). */
function scalePrices(priceLists: Json[], factor: number): Json[] {
  return priceLists.map((list) => ({
    ...list,
    courses: (list.courses as Json[]).map((course) => ({
      ...course,
      options: (course.options as Json[]).map((option) => ({
        ...option,
        pricePerWeek: Math.round((option.pricePerWeek as number) * factor),
      })),
    })),
  }));
}

export interface GeneratedCatalogue {
  dir: string;
  schools: number;
}

/** Writes `count` schools and content/'s other files into `outDir` (created if need be; its schools/ replaced). */
export function generateCatalogue(options: {
  contentDir: string;
  outDir: string;
  schools: number;
  seed?: string;
}): GeneratedCatalogue {
  const random = seededRandom(options.seed ?? 'linguatrips-catalogue');
  const contentDir = resolve(options.contentDir);
  const outDir = resolve(options.outDir);
  mkdirSync(outDir, { recursive: true });
  for (const part of ['company.json', 'places.json', 'rates.json', 'seo', 'terms', 'visa', 'holidays'])
    cpSync(join(contentDir, part), join(outDir, part), { recursive: true });
  const schoolsDir = join(outDir, 'schools');
  rmSync(schoolsDir, { recursive: true, force: true });
  mkdirSync(schoolsDir);
  const templates = readdirSync(join(contentDir, 'schools'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(contentDir, 'schools', name), 'utf8')) as Json);
  const places = JSON.parse(readFileSync(join(contentDir, 'places.json'), 'utf8')) as {
    cities: { slug: string; country: string }[];
  };
  // Holiday keys per country: a school that moves keeps the holidays its new country also has.
  const holidayKeys = new Map(
    readdirSync(join(contentDir, 'holidays'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => {
        const list = JSON.parse(readFileSync(join(contentDir, 'holidays', name), 'utf8')) as {
          country: string;
          holidays: Json;
        };
        return [list.country, new Set(Object.keys(list.holidays))] as const;
      }),
  );
  // A school may move to any city of a country where a school of its first language already is.
  const countriesOf = new Map<string, Set<string>>();
  for (const template of templates) {
    const language = (template.languages as string[])[0]!;
    countriesOf.set(language, (countriesOf.get(language) ?? new Set()).add(template.country as string));
  }
  // Each generated school shows the photos of the school it was made from (scripts/photos/read-photos-from.ts).
  const photosFrom: Record<string, string> = {};
  for (let n = 1; n <= options.schools; n++) {
    const template = templates[(n - 1) % templates.length]!;
    const language = (template.languages as string[])[0]!;
    const country = random.pick([...countriesOf.get(language)!].sort());
    const city = random.pick(places.cities.filter((candidate) => candidate.country === country)).slug;
    const slug = `generated_school_${n}`;
    const features = Object.fromEntries(FEATURES.map((feature) => [feature, random.chance(0.3)]));
    const school: Json = {
      ...template,
      id: 100_000 + n,
      slug,
      name: `${String(template.name)} ${n}`,
      nameEn: `${String(template.nameEn)} ${n}`,
      country,
      city,
      features,
      nonWorkingDays: ((template.nonWorkingDays ?? []) as { holiday: string }[]).filter((day) =>
        holidayKeys.get(country)?.has(day.holiday),
      ),
      returnDepositOnVisaRejection: random.chance(0.5),
      popularity: random.int(0, 2000),
      // Promotion ids stay as they are: they are unique within a school only.
      priceLists: scalePrices(template.priceLists as Json[], random.between(0.7, 1.3)),
    };
    writeFileSync(join(schoolsDir, `${slug}.json`), JSON.stringify(school));
    photosFrom[slug] = String(template.slug);
  }
  writeFileSync(join(outDir, PHOTOS_FROM_FILE), `${JSON.stringify(photosFrom, null, 1)}\n`);
  return { dir: outDir, schools: options.schools };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { schools: { type: 'string', default: '2000' }, out: { type: 'string' }, seed: { type: 'string' } },
  });
  const count = Number(values.schools);
  if (!Number.isInteger(count) || count < 1 || count > 100_000)
    throw new Error('--schools must be a whole number from 1 to 100000');
  if (!values.out) throw new Error('--out <folder> is required');
  const generated = generateCatalogue({
    contentDir: resolve(import.meta.dirname, '../content'),
    outDir: values.out,
    schools: count,
    ...(values.seed ? { seed: values.seed } : {}),
  });
  console.log(`wrote ${generated.schools} schools into ${generated.dir}`);
}
