import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSingleLine } from '../to-single-line.ts';

describe('toSingleLine', () => {
  it('turns every line break and control character into a space, so no header line can be forged', () => {
    expect(toSingleLine('Ana\r\nBcc: x@evil.example')).toBe('Ana Bcc: x@evil.example');
    expect(toSingleLine('Ana\nSubject: forged\r\n\r\nbody')).toBe('Ana Subject: forged body');
    for (const control of [
      '\0',
      '\n',
      '\r',
      '\t',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u009f',
      '\u2028',
      '\u2029',
      '\u202e',
      '\u2066',
    ]) {
      expect(toSingleLine(`Ana${control}Lima`), JSON.stringify(control)).toBe('Ana Lima');
    }
    expect(toSingleLine('\r\n  Ana  \r\n')).toBe('Ana');
  });

  it('keeps printable text as it is: accents, scripts, emoji, and encoded-word look-alikes', () => {
    for (const text of [
      'Ana Lima',
      'Müller-Lüdenscheidt',
      'Иван Петров',
      '王小明',
      'O’Brien 😀',
      '=?utf-8?q?Forged?=',
    ]) {
      expect(toSingleLine(text)).toBe(text);
    }
  });

  it('never leaves a line break or control character, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        // eslint-disable-next-line no-control-regex
        expect(toSingleLine(text)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      }),
    );
  });
});
