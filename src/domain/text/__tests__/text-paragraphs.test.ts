import { describe, expect, it } from 'vitest';
import { textParagraphs } from '../text-paragraphs.ts';

describe('textParagraphs', () => {
  it('splits at blank lines and joins the lines a writer wrapped', () => {
    expect(textParagraphs('Malta has sun.\nAnd schools.\n\nSliema is by the sea.')).toEqual([
      'Malta has sun. And schools.',
      'Sliema is by the sea.',
    ]);
  });

  it('takes Windows line ends, blank lines with spaces and extra blank lines', () => {
    expect(textParagraphs('One.\r\n\r\nTwo.\n   \n\n\nThree.\n')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('keeps markup-looking text as text (the page escapes it)', () => {
    expect(textParagraphs('<b>bold</b> & more')).toEqual(['<b>bold</b> & more']);
  });

  it('gives nothing for an empty text', () => {
    expect(textParagraphs(' \n\n ')).toEqual([]);
  });
});
