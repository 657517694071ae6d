import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from '../has-control-characters.ts';

describe('hasControlCharacters', () => {
  it('finds NUL, line breaks, tab, escape, DEL and the C1 block anywhere in the text', () => {
    for (const control of ['\0', '\n', '\r', '\t', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(hasControlCharacters(`Ana${control}Lima`), JSON.stringify(control)).toBe(true);
      expect(hasControlCharacters(control)).toBe(true);
    }
  });

  it('lets every printable text through, accents, scripts and emoji included', () => {
    for (const text of [
      '',
      'Ana Lima',
      'Müller-Lüdenscheidt',
      'Иван Петров',
      '王小明',
      'O’Brien 😀',
      '\u00a0non-breaking',
      'a\u2028b',
    ]) {
      expect(hasControlCharacters(text), text).toBe(false);
    }
  });
});
