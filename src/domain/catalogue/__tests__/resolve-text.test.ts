import { describe, expect, it } from 'vitest';
import { resolveText } from '../resolve-text.ts';

describe('resolveText', () => {
  it('gives the text of the culture asked for', () => {
    expect(resolveText({ en: 'Host family', ru: 'Проживание в семье' }, 'ru')).toEqual({
      text: 'Проживание в семье',
      lang: 'ru',
    });
  });

  it('falls back to English and says so', () => {
    expect(resolveText({ en: 'Host family', ru: 'Проживание в семье' }, 'tr')).toEqual({
      text: 'Host family',
      lang: 'en',
    });
  });
});
