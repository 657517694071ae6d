import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const files = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Markdown outside fenced code blocks (a link in a code sample is not a link). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const text = heading!.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every relative link target of a document (images included), without web and mail addresses. */
export function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[(?:[^\]`]|`[^`]*`)*\]\(([^)\s]+)(?: "[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('the links of README.md and docs/', () => {
  it('finds the documents and their links', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/architecture.md',
        'docs/configuration.md',
        'docs/operations.md',
        'docs/benchmarks.md',
      ]),
    );
    expect(relativeLinks(readFileSync(join(root, 'README.md'), 'utf8')).length).toBeGreaterThan(5);
  });

  it('reads anchors and links as GitHub does', () => {
    expect([
      ...headingAnchors('# A b\n## Through nginx (`npm run bench:nginx`)\n```\n# not a heading\n```\n## A b\n'),
    ]).toEqual(['a-b', 'through-nginx-npm-run-benchnginx', 'a-b-1']);
    expect(
      relativeLinks('[x](a.md#b) ![y](p.png) [w](https://e.org) [`c`](c.md) `[no](code.md)`\n```\n[z](z.md)\n```'),
    ).toEqual(['a.md#b', 'p.png', 'c.md', 'code.md']);
  });

  for (const file of files) {
    it(`every relative link of ${file} reaches a file, and its #anchor a heading there`, () => {
      const text = readFileSync(join(root, file), 'utf8');
      const broken: string[] = [];
      for (const link of relativeLinks(text)) {
        const [path, anchor] = link.split('#') as [string, string | undefined];
        const target = path === '' ? join(root, file) : resolve(dirname(join(root, file)), decodeURIComponent(path));
        if (!existsSync(target)) {
          broken.push(`${link}: no ${relative(root, target)}`);
          continue;
        }
        if (
          anchor !== undefined &&
          (!statSync(target).isFile() ||
            !target.endsWith('.md') ||
            !headingAnchors(readFileSync(target, 'utf8')).has(anchor))
        ) {
          broken.push(`${link}: no heading #${anchor} in ${relative(root, target)}`);
        }
      }
      expect(broken).toEqual([]);
    });
  }

  it('README.md says why each package of package.json is there', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Dependencies and why each is there'));
    const named = new Set([...table.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!));
    const missing = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
      (name) => !named.has(name) && !(name.startsWith('@types/') && named.has('@types/*')),
    );
    expect(missing).toEqual([]);
  });
});
