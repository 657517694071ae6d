import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RETIRED_SETTINGS, SETTING_NAMES } from '../env.ts';

const doc = readFileSync(resolve(import.meta.dirname, '..', '..', '..', '..', 'docs', 'configuration.md'), 'utf8');

/** The variables named (in backticks, in capitals) in the first cell of the table rows of one `## ` section. */
function namesInSection(heading: string, cell = 1): string[] {
  const start = doc.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/configuration.md has no "## ${heading}" section`);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[cell]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

describe('docs/configuration.md', () => {
  it('lists exactly the settings env.ts reads, each once', () => {
    const listed = namesInSection('Settings');
    expect(new Set(listed).size, 'a setting listed twice').toBe(listed.length);
    expect([...listed].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('lists exactly the refused names, each with the setting to use instead', () => {
    expect(namesInSection('Refused settings')).toEqual(Object.keys(RETIRED_SETTINGS));
    expect(namesInSection('Refused settings', 2)).toEqual(Object.values(RETIRED_SETTINGS));
  });
});
