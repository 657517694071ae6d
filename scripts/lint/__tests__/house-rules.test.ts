// The house rules of eslint.config.js fire on the violations they were written for (issue 15),
// put back into the files they were taken out of, and stay quiet on what the rules allow.
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });

/** The rule ids lint reports for `code` as if it were the file at `path` (relative to the repository). */
async function rulesFiredOn(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe('lint: the direction between layers', () => {
  it.each([
    [
      'a store importing an island',
      'src/stores/cart/browser-cart-environment.ts',
      "import { SELECT_COURSE_EVENT } from '../../islands/CourseList/course-list.ts';\nexport const name = SELECT_COURSE_EVENT;\n",
    ],
    [
      'a build helper importing an island',
      'src/build/cart-island-props.ts',
      "import type { CartIslandProps } from '../islands/Cart/CartIsland.tsx';\nexport type Props = CartIslandProps;\n",
    ],
    [
      'an island importing the server',
      'src/islands/Cart/cart-context.ts',
      "import { createApp } from '../../server/app.ts';\nexport const app = createApp;\n",
    ],
    [
      'a store importing the server',
      'src/stores/cart/course-events.ts',
      "import { loadConfig } from '../../server/config/env.ts';\nexport const config = loadConfig;\n",
    ],
    [
      'the domain importing a store',
      'src/domain/cart/cart-school.ts',
      "import { COURSE_DATA_KEY } from '../../stores/cart/course-events.ts';\nexport const key = COURSE_DATA_KEY;\n",
    ],
    [
      'the domain importing i18n',
      'src/domain/booking/room-label.ts',
      "import { getDictionary } from '../../i18n/get-dictionary.ts';\nexport const words = getDictionary;\n",
    ],
    // The same through the subpath imports of package.json ('#layer/…'): the alias changes nothing.
    [
      'a store importing an island through its alias',
      'src/stores/cart/browser-cart-environment.ts',
      "import { SELECT_COURSE_EVENT } from '#islands/CourseList/course-list.ts';\nexport const name = SELECT_COURSE_EVENT;\n",
    ],
    [
      'the domain importing the server through its alias',
      'src/domain/cart/cart-school.ts',
      "import { loadConfig } from '#server/config/env.ts';\nexport const config = loadConfig;\n",
    ],
    [
      'the domain importing a script',
      'src/domain/cart/cart-school.ts',
      "import { checkI18n } from '../../../scripts/check-i18n.ts';\nexport const check = checkI18n;\n",
    ],
    [
      'the server importing an island',
      'src/server/app.ts',
      "import { SELECT_COURSE_EVENT } from '../islands/CourseList/course-list.ts';\nexport const name = SELECT_COURSE_EVENT;\n",
    ],
    [
      'an Astro component importing a page',
      'src/components/Stars.astro',
      "---\nimport NotFound from '../pages/[culture]/404.astro';\n---\n<NotFound />\n",
    ],
  ])('fails on %s', async (_name, path, code) => {
    expect(await rulesFiredOn(path, code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    [
      'an island importing a store and the domain',
      'src/islands/Cart/cart-context.ts',
      "import { COURSE_DATA_KEY } from '../../stores/cart/course-events.ts';\nimport { roomLabel } from '../../domain/booking/room-label.ts';\nexport const used = [COURSE_DATA_KEY, roomLabel];\n",
    ],
    [
      'an island importing a store and the domain through their aliases',
      'src/islands/Cart/cart-context.ts',
      "import { COURSE_DATA_KEY } from '#stores/cart/course-events.ts';\nimport { roomLabel } from '#domain/booking/room-label.ts';\nexport const used = [COURSE_DATA_KEY, roomLabel];\n",
    ],
    [
      'a build helper importing the server config',
      'src/build/page-settings.ts',
      "import { loadConfig } from '../server/config/env.ts';\nexport const config = loadConfig;\n",
    ],
    [
      'a page importing anything',
      'src/pages/[culture]/404.astro',
      "---\nimport { startApi } from '../../server/start-server.ts';\nimport { COURSE_DATA_KEY } from '../../stores/cart/course-events.ts';\nconst used = [startApi, COURSE_DATA_KEY];\n---\n<p>{used.length}</p>\n",
    ],
    [
      'a script importing anything',
      'scripts/seed.ts',
      "import { startApi } from '../src/server/start-server.ts';\nimport { SELECT_COURSE_EVENT } from '../src/islands/CourseList/course-list.ts';\nexport const used = [startApi, SELECT_COURSE_EVENT];\n",
    ],
  ])('allows %s', async (_name, path, code) => {
    expect(await rulesFiredOn(path, code)).toEqual([]);
  });
});

describe('lint: feature folders in the server', () => {
  it.each([
    [
      'a feature importing another past its index.ts',
      'src/server/office/bookings/office-bookings.ts',
      "import { findBookingById } from '../../bookings/queries/find-booking-by-id.ts';\nexport const used = findBookingById;\n",
    ],
    [
      'a feature importing another past its index.ts through the alias',
      'src/server/reviews/submit-review.ts',
      "import { getPlaces } from '#server/catalogue/queries/get-places.ts';\nexport const used = getPlaces;\n",
    ],
    [
      'infrastructure importing a feature',
      'src/server/http/responses.ts',
      "import { findBookingById } from '../bookings/index.ts';\nexport const used = findBookingById;\n",
    ],
    [
      'infrastructure importing a feature through the alias',
      'src/server/db/database.ts',
      "import { getPlaces } from '#server/catalogue/index.ts';\nexport const used = getPlaces;\n",
    ],
  ])('fails on %s', async (_name, path, code) => {
    expect(await rulesFiredOn(path, code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    [
      'a feature importing another through its index.ts',
      'src/server/office/bookings/office-bookings.ts',
      "import { findBookingById } from '../../bookings/index.ts';\nexport const used = findBookingById;\n",
    ],
    [
      'a feature importing its own files and infrastructure',
      'src/server/bookings/place-booking.ts',
      "import { insertBooking } from './queries/insert-booking.ts';\nimport { ApiError } from '../http/api-error.ts';\nexport const used = [insertBooking, ApiError];\n",
    ],
    [
      'the app putting features together',
      'src/server/app.ts',
      "import { searchRoutes } from './catalogue/routes/search.ts';\nexport const used = searchRoutes;\n",
    ],
  ])('allows %s', async (_name, path, code) => {
    expect(await rulesFiredOn(path, code)).toEqual([]);
  });
});

describe('lint: no import cycles', () => {
  it('fails on the type cycle room-label ↔ describe-stay put back', async () => {
    const code = "import type { StayFact } from './describe-stay.ts';\nexport type Fact = StayFact;\n";
    expect(await rulesFiredOn('src/domain/booking/room-label.ts', code)).toEqual(['linguatrips/no-import-cycle']);
  });

  it('follows the aliases of package.json: the same cycle through #domain', async () => {
    const code = "import type { StayFact } from '#domain/booking/describe-stay.ts';\nexport type Fact = StayFact;\n";
    expect(await rulesFiredOn('src/domain/booking/room-label.ts', code)).toEqual(['linguatrips/no-import-cycle']);
  });

  it('fails on a cycle through several files and names them', async () => {
    // describe-stay → room-label, so room-label importing describe-price (→ describe-stay) closes a loop of three.
    const [result] = await eslint.lintText(
      "import { describePrice } from './describe-price.ts';\nexport const price = describePrice;\n",
      { filePath: join(root, 'src/domain/booking/room-label.ts') },
    );
    const messages = result!.messages.filter((message) => message.ruleId === 'linguatrips/no-import-cycle');
    expect(messages.map((message) => message.message)).toEqual([
      expect.stringContaining(
        'src/domain/booking/room-label.ts → src/domain/booking/describe-price.ts → src/domain/booking/describe-stay.ts → src/domain/booking/room-label.ts',
      ),
    ]);
  });

  it('allows importing a file that does not lead back', async () => {
    expect(
      await rulesFiredOn(
        'src/domain/booking/room-label.ts',
        "import type { TranslateFn } from '../text/translate-fn.ts';\nexport type T = TranslateFn;\n",
      ),
    ).toEqual([]);
  });
});

describe('lint: environment variables are read by src/server/config/env.ts only', () => {
  it.each([
    ['src/build/catalogue-client.ts', 'export const origin = process.env.CATALOGUE_API_URL;\n'],
    ['astro.config.mjs', "export const site = process.env.BASE_ADDRESS || 'http://localhost:4321';\n"],
    ['src/islands/Cart/cart-context.ts', 'export const mode = process.env.NODE_ENV;\n'],
  ])('fails in %s', async (path, code) => {
    expect(await rulesFiredOn(path, code)).toContain('no-restricted-properties');
  });

  it('allows env.ts', async () => {
    expect(await rulesFiredOn('src/server/config/env.ts', 'export const read = () => process.env.PORT;\n')).toEqual([]);
  });
});

describe('lint: the domain does no I/O and reads no clock', () => {
  const domainFile = 'src/domain/pricing/quote-course.ts';
  it.each<[string, string, string]>([
    ['process', 'export const port = process.env.PORT;\n', 'no-restricted-globals'],
    ['new Date() without arguments', 'export const today = () => new Date();\n', 'no-restricted-syntax'],
    ['Date()', 'export const today = () => Date();\n', 'no-restricted-syntax'],
    ['Date.now', 'export const now = () => Date.now();\n', 'no-restricted-properties'],
    ['Math.random', 'export const roll = () => Math.random();\n', 'no-restricted-properties'],
    [
      'dayjs() without arguments',
      "import dayjs from 'dayjs';\nexport const today = () => dayjs();\n",
      'no-restricted-syntax',
    ],
    [
      'dayjs(value) in the local time zone',
      "import dayjs from 'dayjs';\nexport const day = (iso: string) => dayjs(iso);\n",
      'no-restricted-syntax',
    ],
    [
      'dayjs.utc() without arguments',
      "import dayjs from 'dayjs';\nexport const today = () => dayjs.utc();\n",
      'no-restricted-syntax',
    ],
    ['fetch', "export const load = () => fetch('/api/rates/');\n", 'no-restricted-globals'],
    ['node:*', "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n", 'no-restricted-imports'],
    ...[
      'hono',
      'pg',
      'drizzle-orm',
      'drizzle-orm/pg-core',
      'pg-boss',
      'ioredis',
      'nodemailer',
      'sharp',
      'better-auth',
      'better-auth/crypto',
    ].map((name): [string, string, string] => [
      name,
      `import * as server from '${name}';\nexport const used = server;\n`,
      'no-restricted-imports',
    ]),
  ])('fails on %s', async (_name, code, rule) => {
    expect(await rulesFiredOn(domainFile, code)).toContain(rule);
  });

  it('allows dayjs in UTC on a value', async () => {
    expect(
      await rulesFiredOn(
        domainFile,
        "import { dayjsUtc } from '../dates/clock.ts';\nexport const next = (iso: string) => dayjsUtc(iso).add(1, 'day').toDate();\n",
      ),
    ).toEqual([]);
  });

  it('allows a date made from a value, and zod', async () => {
    expect(
      await rulesFiredOn(
        domainFile,
        "import { z } from 'zod';\nexport const at = (iso: string) => new Date(iso);\nexport const schema = z.string();\n",
      ),
    ).toEqual([]);
  });
});
