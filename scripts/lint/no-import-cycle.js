// @ts-check
/**
 * ESLint rule: no import cycle between the project's own files, type-only imports included.
 * import-x/no-cycle skips `import type`, and a cycle of types still ties two files together
 * (neither can move or be read alone), so this rule follows every static import, re-export and
 * literal import() through the files on disk. The file being linted is read from its text, so
 * the rule judges what the editor holds.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.astro'];

/** @param {string} text @returns {{ specifier: string; pos: number; end: number }[]} */
function importsOf(text) {
  // preProcessFile only scans tokens: fast, and it sees type imports, re-exports and import().
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((ref) => ({ specifier: ref.fileName, pos: ref.pos, end: ref.end }));
}

// The project's subpath imports ('#domain/…' → './src/domain/…', package.json "imports").
const ROOT = resolve(import.meta.dirname, '..', '..');
/** @type {[string, string][]} */
const SUBPATHS = Object.entries(JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).imports ?? {})
  .filter(([key, target]) => key.endsWith('/*') && typeof target === 'string' && target.endsWith('/*'))
  .map(([key, target]) => [key.slice(0, -1), resolve(ROOT, target.slice(0, -1))]);

/** @param {string} from @param {string} specifier @returns {string | null} */
function resolveRelative(from, specifier) {
  const subpath = SUBPATHS.find(([prefix]) => specifier.startsWith(prefix));
  if (!specifier.startsWith('.') && !subpath) return null;
  // A query (or, for a relative path, a hash) is no part of the file's path.
  const clean = specifier.replace(subpath ? /\?.*$/ : /[?#].*$/, '');
  const base = subpath ? resolve(subpath[1], clean.slice(subpath[0].length)) : resolve(dirname(from), clean);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return (
    candidates.find(
      (path) => existsSync(path) && statSync(path).isFile() && EXTENSIONS.some((ext) => path.endsWith(ext)),
    ) ?? null
  );
}

/** Imports of the files on disk, kept while a file is unchanged (an editor's ESLint lives long). @type {Map<string, { mtimeMs: number; targets: string[] }>} */
const diskImports = new Map();

/** @param {string} path @returns {string[]} */
function importsOnDisk(path) {
  const { mtimeMs } = statSync(path);
  const known = diskImports.get(path);
  if (known && known.mtimeMs === mtimeMs) return known.targets;
  const targets = importsOf(readFileSync(path, 'utf8'))
    .map(({ specifier }) => resolveRelative(path, specifier))
    .filter((target) => target !== null);
  diskImports.set(path, { mtimeMs, targets });
  return targets;
}

/**
 * The shortest chain of imports from `start` back to `file`, or null.
 * @param {string} start @param {string} file @returns {string[] | null}
 */
function pathBack(start, file) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const current = /** @type {string} */ (queue[i]);
    if (current === file) {
      const chain = [];
      for (let step = /** @type {string | null} */ (current); step !== null; step = cameFrom.get(step) ?? null)
        chain.unshift(step);
      return chain;
    }
    for (const next of importsOnDisk(current)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles between project files, type-only imports included.' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{chain}}. Move what both files need into a third file, or turn one import around.',
    },
  },
  create(context) {
    // A processor's virtual blocks (an .astro file's <script>s) are judged with their file.
    if (context.filename !== context.physicalFilename) return {};
    const file = context.physicalFilename;
    return {
      'Program:exit'() {
        const source = context.sourceCode;
        const root = context.cwd;
        for (const { specifier, pos, end } of importsOf(source.text)) {
          const target = resolveRelative(file, specifier);
          if (target === null || target === file) continue;
          const chain = pathBack(target, file);
          if (chain === null) continue;
          context.report({
            loc: { start: source.getLocFromIndex(pos), end: source.getLocFromIndex(end) },
            messageId: 'cycle',
            data: { chain: [file, ...chain].map((path) => relative(root, path)).join(' → ') },
          });
        }
      },
    };
  },
};

export default { meta: { name: 'linguatrips-lint' }, rules: { 'no-import-cycle': noImportCycle } };
