// Modules are cut by idea, not by function (issue 33): a source file under ten lines is either
// part of a larger idea and belongs in that idea's module, or stays on its own for a reason said here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');
const FOLDERS = ['src/domain', 'src/stores', 'src/islands', 'src/i18n', 'src/server', 'src/build'];
const MIN_LINES = 10;

const SIDE_EFFECT = 'imported for its side effect, before anything else';
const APART_FROM_ZOD = 'read by the browser islands; kept apart from the zod schemas so an island does not bundle zod';
const SHARED =
  'one idea read by several layers (server, pages, islands); joining it to a neighbour would pull that neighbour along';

/** Whole kinds of server file that are short by their nature, and why. */
const RULES: { test: (path: string) => boolean; reason: string }[] = [
  {
    test: (path) => /^src\/server\/[^/]+\/index\.ts$/.test(path),
    reason: "a feature's index.ts lists what it offers the rest of the server, and nothing else (eslint.config.js)",
  },
  {
    test: (path) => path.startsWith('src/server/') && path.split('/').includes('queries'),
    reason: 'a file under queries/ holds one statement, or the row type several statements share',
  },
];

const ONE_ROUTE_GROUP = 'routes/ holds one route group a file, as app.ts mounts them';
const AGREED_NAME =
  'a name two programs must agree on; the module that reads it would bring its file or database code along';

/** The small files that stay small, and why. */
const ALLOWED: Record<string, string> = {
  'src/domain/company/years-in-business.ts': 'one rule the About page and its journey count the same way',
  'src/domain/pricing/balance-due-date.ts':
    'the one balance date rule the pricing model and the booking timeline share',
  'src/islands/zod-without-eval.ts': SIDE_EFFECT,
  'src/islands/Shortlist/heart-icon.ts':
    "the heart's drawing, shared by the school page's heart, the header's link and the search cards' React heart",
  'src/islands/Shortlist/island-keys.ts':
    "the dictionary prefixes the shortlist and comparison pages hand their islands, read without the islands' code",
  'src/domain/catalogue/programme-types.ts': APART_FROM_ZOD,
  'src/domain/catalogue/weekday-number.ts': APART_FROM_ZOD,
  'src/domain/reviews/review-field-limits.ts': APART_FROM_ZOD,
  'src/domain/booking/stay-problem-keys.ts':
    'the two messages the cart island and the server say about a stay; the island bundles no booking code',
  'src/domain/booking-manage/manage-notice.ts': 'a type the server pages and the booking page components share',
  'src/domain/catalogue/review-stars.ts': 'a type the catalogue, the database rows and the review pages share',
  'src/domain/catalogue/visitor-review-first-id.ts':
    'a constant the database schema and the content seed must agree on',
  'src/domain/newsletter/newsletter-status.ts': 'the closed list the database check, the queries and the office read',
  'src/domain/text/capitalise.ts': SHARED,
  'src/domain/office/parse-row-id.ts': SHARED,
  'src/domain/photos/density-srcset.ts': SHARED,
  'src/domain/staff/office-school-path.ts': 'the one address of a school in the office; a page and the tests read it',
  'src/domain/reviews/language-name.ts':
    'read by the reviews island only; its neighbours would bring the review schemas along',
  'src/domain/pricing/quote-transfer.ts': 'one line of a price, beside the modules that price the other lines',
  'src/i18n/missing-key-text.ts': 'how a missing key shows (spec section 8), shared by the two translators',
  'src/server/main.ts': 'the production entry: it registers the module hook, then imports the server after it',
  'src/server/catalogue/routes/rates.ts': ONE_ROUTE_GROUP,
  'src/server/catalogue/photos/hashes-file.ts': `${AGREED_NAME} (the photo scripts, the build and the server)`,
  'src/islands/SearchPanel/search-started-event.ts': `${AGREED_NAME} (the search island and its hydration directive, which would otherwise bundle the island)`,
  'src/server/catalogue/catalogue-changed-channel.ts': `${AGREED_NAME} (the seed's NOTIFY and every instance's LISTEN)`,
  'src/server/db/backup/backup-error.ts':
    'the one error every backup and restore step throws and the two scripts print; no step is its natural home',
  'src/server/staff/audit.ts': 'the one way every staff action writes the audit log, stamped by the server clock',
  'src/domain/chat/chat-templates.ts': SHARED,
  'src/server/bookings/mails/booking-page-url.ts':
    'the booking page address every booking mail and the flows that send them link to',
  'src/server/http/media-type.ts':
    "the one reading of a request's Content-Type, shared by both body guards, the form reader and the review upload",
  'src/server/observability/mask-addresses.ts':
    'the log rule for e-mail addresses; mail delivery applies it to SMTP refusals without taking the logger along',
};

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((name) => join(folder, name))
      .filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts') && !path.split(/[\\/]/).includes('__tests__')),
  );
}

const lineCount = (path: string) => readFileSync(join(root, path), 'utf8').split('\n').length - 1;

const ruledOut = (path: string) => RULES.some((rule) => rule.test(path));

describe('small source files', () => {
  const small = sourceFiles()
    .filter((path) => lineCount(path) < MIN_LINES)
    .map((path) => relative(root, join(root, path)).split('\\').join('/'))
    .sort();

  it('finds the source files of the folders it watches', () => {
    expect(sourceFiles().length).toBeGreaterThan(100);
  });

  it(`has a reason for every file under ${MIN_LINES} lines`, () => {
    expect(small.filter((path) => !(path in ALLOWED) && !ruledOut(path))).toEqual([]);
  });

  it('keeps no reason for a file that has grown or gone', () => {
    expect(Object.keys(ALLOWED).filter((path) => !small.includes(path))).toEqual([]);
  });

  it('uses every rule, and lists no file a rule already covers', () => {
    expect(RULES.filter((rule) => !small.some(rule.test)).map((rule) => rule.reason)).toEqual([]);
    expect(Object.keys(ALLOWED).filter(ruledOut)).toEqual([]);
  });
});
