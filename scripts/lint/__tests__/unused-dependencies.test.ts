// Issue 15: no dependency is listed and unused. Every package of package.json is imported by the
// code, or LISTED_WITHOUT_IMPORT says why not; and that list names no package the code imports.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LISTED_WITHOUT_IMPORT,
  importedPackages,
  listedDependencies,
  repositorySources,
  unusedDependencies,
} from '../unused-dependencies.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');

describe('dependencies', () => {
  it('are each imported somewhere, or listed with a reason', () => {
    expect(unusedDependencies(listedDependencies(root), repositorySources(root))).toEqual([]);
  });

  it('are listed with a reason only when nothing imports them', () => {
    const explainedButImported = Object.keys(LISTED_WITHOUT_IMPORT).filter(
      (name) => unusedDependencies([name], repositorySources(root), {}).length === 0,
    );
    expect(explainedButImported).toEqual([]);
  });

  it('includes dayjs and react-leaflet, imported by the product code', () => {
    const listed = listedDependencies(root);
    expect(listed).toEqual(expect.arrayContaining(['dayjs', 'react-leaflet']));
    expect(unusedDependencies(['dayjs', 'react-leaflet'], repositorySources(root, ['src'], false), {})).toEqual([]);
  });

  it('reports a package nothing imports, and counts @types/x as used with x', () => {
    const sources = [
      "import dayjs from 'dayjs';\nimport utc from 'dayjs/plugin/utc.js';",
      "const map = await import('react-leaflet');",
      "import type { Map } from '@react-leaflet/core/lib/x';",
    ];
    expect(
      unusedDependencies(
        [
          'dayjs',
          'react-leaflet',
          '@react-leaflet/core',
          'leaflet',
          '@types/leaflet',
          '@types/react-leaflet',
          '@types/node',
          'moment',
        ],
        sources,
        {},
      ),
    ).toEqual(['leaflet', '@types/leaflet', 'moment']);
  });

  it('reads the package out of every kind of import', () => {
    const source =
      "import a from '@scope/pkg/sub';\nexport { b } from 'plain/deep/file.js';\nimport 'side-effect';\nconst c = require('old-style');\nimport d from './local.ts';\nimport { e } from 'node:fs';";
    expect([...importedPackages(source)].sort()).toEqual(['@scope/pkg', 'old-style', 'plain', 'side-effect']);
  });
});
