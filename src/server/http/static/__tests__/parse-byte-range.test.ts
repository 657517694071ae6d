import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../parse-byte-range.ts';

describe('parseByteRange', () => {
  it('reads a closed, an open and a suffix range, clipped to the size', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
  });

  it('calls a range that starts past the end, or an empty suffix, unsatisfiable', () => {
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=100-200', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignores what it may ignore: no header, another unit, several ranges, a range written backwards, no numbers', () => {
    expect(parseByteRange(undefined, 100)).toBeUndefined();
    expect(parseByteRange('items=0-9', 100)).toBeUndefined();
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseByteRange('bytes=9-0', 100)).toBeUndefined();
    expect(parseByteRange('bytes=-', 100)).toBeUndefined();
    expect(parseByteRange('bytes=a-b', 100)).toBeUndefined();
  });
});
