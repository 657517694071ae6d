import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../diff-documents.ts';

// Key order does not make two documents differ.
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;

describe('diffDocuments', () => {
  it('names the smallest fields that changed, with their values before and after', () => {
    const before = { name: 'A', courses: [{ id: 1, prices: [260, 250] }], fees: { books: 40 } };
    const after = { name: 'A', courses: [{ id: 1, prices: [280, 250] }], fees: { books: 40, courier: 30 } };
    expect(diffDocuments(before, after)).toEqual([
      { path: 'courses.0.prices.0', before: 260, after: 280 },
      { path: 'fees.courier', after: 30 },
    ]);
  });

  it('gives an added or removed item whole, and a removed field with its old value only', () => {
    expect(diffDocuments({ list: [1, 2], gone: 'x' }, { list: [1] })).toEqual([
      { path: 'list.1', before: 2 },
      { path: 'gone', before: 'x' },
    ]);
    expect(diffDocuments({ list: [1] }, { list: [1, { id: 2 }] })).toEqual([{ path: 'list.1', after: { id: 2 } }]);
  });

  it('sees a field turning from one kind into another as one change', () => {
    expect(diffDocuments({ courier: null }, { courier: { amount: 3 } })).toEqual([
      { path: 'courier', before: null, after: { amount: 3 } },
    ]);
  });

  it('finds nothing between a document and its copy, and something whenever they differ', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(diffDocuments(a, structuredClone(a))).toEqual([]);
        const same = JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
        if (!same) expect(diffDocuments(a, b).length).toBeGreaterThan(0);
      }),
    );
  });
});
