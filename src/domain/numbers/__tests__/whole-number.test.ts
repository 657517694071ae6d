import { describe, expect, it } from 'vitest';
import { wholeNumberIn, wholeNumberMessage, recordId } from '../whole-number.ts';

describe('wholeNumberIn', () => {
  it('reads a whole number within the range as Number() writes it, and nothing else', () => {
    expect(wholeNumberIn('12', 2, 52)).toBe(12);
    expect(wholeNumberIn('3.0', 2, 52)).toBe(3);
    expect(wholeNumberIn('2.5', 2, 52)).toBeUndefined();
    expect(wholeNumberIn('53', 2, 52)).toBeUndefined();
    expect(wholeNumberIn('1', 2, 52)).toBeUndefined();
    expect(wholeNumberIn('abc', 0)).toBeUndefined();
    expect(wholeNumberIn('1e300', 0)).toBeUndefined();
    expect(wholeNumberIn('123456789', 0)).toBe(123_456_789);
  });

  it('names the field and its range in the message', () => {
    expect(wholeNumberMessage('page', 1, 1000)).toBe('page must be a whole number from 1 to 1000');
    expect(wholeNumberMessage('offset', 0)).toBe('offset must be a whole number 0 or more');
  });
});

describe('a record id in an address', () => {
  it('reads one to nine digits without a leading zero', () => {
    expect(recordId('1')).toBe(1);
    expect(recordId('42')).toBe(42);
    expect(recordId('999999999')).toBe(999_999_999);
  });

  it('is null for zero, a leading zero, ten digits, signs, spaces, decimals and words', () => {
    for (const text of ['', '0', '012', '1000000000', '-1', '+1', ' 1', '1 ', '1.0', '1e3', 'abc'])
      expect(recordId(text), text).toBeNull();
  });
});
