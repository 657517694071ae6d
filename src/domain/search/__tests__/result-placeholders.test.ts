import { describe, expect, it } from 'vitest';
import { interleavePlaceholders, placeholderInterval, type PlaceholderKind } from '../result-placeholders.ts';

const layout = (
  shown: number,
  total: number,
  placeholders: readonly PlaceholderKind[] = ['newsletter', 'visa', 'advantages'],
) =>
  interleavePlaceholders(
    Array.from({ length: shown }, (_, i) => i + 1),
    total,
    placeholders,
  ).map((segment) => (segment.kind === 'items' ? segment.items.join(',') : segment.placeholder));

describe('result placeholders', () => {
  it('follow every 3 items from 12 results on, else every 2', () => {
    expect(placeholderInterval(11)).toBe(2);
    expect(placeholderInterval(12)).toBe(3);
    expect(layout(10, 25)).toEqual(['1,2,3', 'newsletter', '4,5,6', 'visa', '7,8,9', 'advantages', '10']);
    expect(layout(7, 7)).toEqual(['1,2', 'newsletter', '3,4', 'visa', '5,6', 'advantages', '7']);
  });

  it('skip the ones that do not apply, keeping the order', () => {
    expect(layout(10, 12, ['newsletter', 'advantages'])).toEqual([
      '1,2,3',
      'newsletter',
      '4,5,6',
      'advantages',
      '7,8,9',
      '10',
    ]);
  });

  it('never place one after an unfinished group, nor in an empty list', () => {
    expect(layout(3, 3)).toEqual(['1,2', 'newsletter', '3']);
    expect(layout(2, 2)).toEqual(['1,2', 'newsletter']);
    expect(layout(1, 1)).toEqual(['1']);
    expect(layout(0, 0)).toEqual([]);
  });

  it('stay where they are when more results load', () => {
    const before = layout(10, 23);
    const after = layout(20, 23);
    expect(after.slice(0, before.length - 1)).toEqual(before.slice(0, -1));
  });
});
