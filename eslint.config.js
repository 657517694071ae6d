import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import astro from 'eslint-plugin-astro';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import linguatrips from './scripts/lint/no-import-cycle.js';

// The house rules of docs/architecture.md, as lint. The layers point one way:
// domain ← i18n; domain ← server; domain ← stores ← islands ← pages/components/layouts;
// build/ holds the build's helpers for pages. scripts/ and tests/ may import anything.
const LAYERS = ['domain', 'i18n', 'server', 'stores', 'islands', 'build', 'components', 'layouts', 'pages'];
// A folder of src/ by its name, anything else by its path from the repository's root.
const place = (name) => (name.startsWith('./') ? name : `./src/${name}`);
const notFrom = (target, forbidden, why) => ({ target: place(target), from: forbidden.map(place), message: why });
const DIRECTION = [
  notFrom(
    'domain',
    [...LAYERS.filter((layer) => layer !== 'domain'), './scripts', './tests'],
    'The domain imports nothing of the project (docs/architecture.md).',
  ),
  notFrom(
    'i18n',
    ['server', 'stores', 'islands', 'build', 'components', 'layouts', 'pages'],
    'i18n sits beside the domain: it runs on the server and in the browser.',
  ),
  notFrom(
    'server',
    ['stores', 'islands', 'build', 'components', 'layouts', 'pages'],
    'The server uses the domain, never the browser side or the pages.',
  ),
  notFrom(
    'stores',
    ['server', 'islands', 'build', 'components', 'layouts', 'pages'],
    'Stores use the domain; islands use stores, not the other way round. Move what both need into the store or the domain.',
  ),
  notFrom(
    'islands',
    ['server', 'build', 'components', 'layouts', 'pages'],
    'Islands run in the browser: they use stores, the domain and i18n.',
  ),
  notFrom(
    'build',
    ['stores', 'islands', 'components', 'layouts', 'pages'],
    'Build helpers serve the pages and never import the browser side; what they share with an island belongs in the domain.',
  ),
  notFrom('components', ['pages'], 'Pages put components together, not the other way round.'),
  notFrom('layouts', ['pages'], 'Pages put layouts together, not the other way round.'),
];

// Inside the server: feature folders over shared infrastructure (docs/architecture.md). A feature
// uses another only through that feature's index.ts, so what it offers is one file to read and the
// rest can change freely; infrastructure serves every feature and imports none of them. The files
// at the top of src/server (app.ts, start-server.ts, …) put the features together.
const FEATURES = [
  'bookings',
  'catalogue',
  'company',
  'health',
  'mail',
  'newsletter',
  'office',
  'quotes',
  'reviews',
  'shortlist',
  'staff',
];
const INFRASTRUCTURE = ['http', 'db', 'config', 'observability', 'rate-limit', 'boot'];
const SERVER_FOLDERS = [
  ...FEATURES.flatMap((feature) =>
    FEATURES.filter((other) => other !== feature).map((other) => ({
      target: place(`server/${feature}`),
      from: place(`server/${other}`),
      except: ['./index.ts'],
      message: `A feature imports another only through its index.ts: import from src/server/${other}/index.ts (export what you need there).`,
    })),
  ),
  ...INFRASTRUCTURE.map((folder) => ({
    target: place(`server/${folder}`),
    from: FEATURES.map((feature) => place(`server/${feature}`)),
    message:
      'Infrastructure (http, db, config, observability, rate-limit, boot) imports no feature: pass what it needs in from the feature or from app.ts.',
  })),
];

// Packages that do I/O or only run on the server; the domain runs in the browser too.
const SERVER_PACKAGES = [
  'hono',
  'pg',
  'drizzle-orm',
  'pg-boss',
  'ioredis',
  'nodemailer',
  'sharp',
  'better-auth',
  'rate-limiter-flexible',
  '@hono/*',
  '@electric-sql/pglite',
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist.builds/',
      '.astro/',
      'node_modules/',
      '.data/',
      '.cache/',
      'outbox/',
      'public/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The direction between layers, in code and in .astro files alike.
    files: ['src/**/*.{ts,tsx,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...DIRECTION, ...SERVER_FOLDERS] },
      ],
    },
  },
  {
    // No import cycles anywhere, type-only ones included (import-x/no-cycle skips those).
    files: ['**/*.{ts,tsx,js,mjs,astro}'],
    plugins: { linguatrips },
    rules: { 'linguatrips/no-import-cycle': 'error' },
  },
  {
    // Environment variables are parsed once, by src/server/config/env.ts (loadConfig; the serving
    // process adds its production check in load-server-config.ts). Tests may set them.
    files: ['src/**/*.{ts,tsx,astro}', 'astro.config.mjs'],
    ignores: ['src/server/config/env.ts', 'src/server/config/load-server-config.ts', 'src/**/__tests__/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through loadConfig() (src/server/config/env.ts).',
        },
      ],
    },
  },
  {
    // The domain is shared by server and browser: no I/O, no clock, no randomness, no process
    // (docs/architecture.md). The clock and anything random come in as arguments.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The domain runs in the browser too: no Node modules.' },
            {
              group: SERVER_PACKAGES.flatMap((name) => [name, `${name}/*`]),
              message: 'The domain does no I/O: server packages belong in src/server.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the clock in.' },
        { object: 'Math', property: 'random', message: 'Pass randomness in, so the rule stays repeatable.' },
        { object: 'globalThis', property: 'process', message: 'The domain runs in the browser too: no process.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'The domain does no I/O.' },
        { name: 'process', message: 'The domain runs in the browser too: settings come in as arguments.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'new Date() reads the clock: pass the date in.',
        },
        { selector: "CallExpression[callee.name='Date']", message: 'Date() reads the clock: pass the date in.' },
        // dayjs() reads the clock, and dayjs(value) the local time zone: the domain takes dayjsUtc(value).
        {
          selector: "CallExpression[callee.name='dayjs']",
          message: 'dayjs(…) reads the clock or the local time zone: use dayjsUtc(value) (src/domain/dates/clock.ts).',
        },
        {
          selector: "CallExpression[callee.object.name='dayjs'][callee.property.name='utc'][arguments.length=0]",
          message: 'dayjs.utc() reads the clock: pass the date in.',
        },
      ],
    },
  },
  {
    // A domain test may set the process's time zone to prove a rule does not depend on it.
    files: ['src/domain/**/__tests__/**'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'The domain does no I/O.' }] },
  },
);
