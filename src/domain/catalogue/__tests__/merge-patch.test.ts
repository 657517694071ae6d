import { describe, expect, it } from 'vitest';
import { applyMergePatch } from '../merge-patch.ts';

describe('applyMergePatch (RFC 7386)', () => {
  it('replaces fields, merges objects, removes nulls and replaces arrays whole', () => {
    const document = { a: 'b', c: { d: 'e', f: 'g' }, list: [1, 2], keep: true };
    expect(applyMergePatch(document, { a: 'z', c: { f: null, h: 1 }, list: [3] })).toEqual({
      a: 'z',
      c: { d: 'e', h: 1 },
      list: [3],
      keep: true,
    });
    expect(document).toEqual({ a: 'b', c: { d: 'e', f: 'g' }, list: [1, 2], keep: true });
  });

  it('replaces the whole document with a patch that is not an object', () => {
    expect(applyMergePatch({ a: 1 }, ['x'])).toEqual(['x']);
    expect(applyMergePatch([1], { a: 1 })).toEqual({ a: 1 });
  });
});
