import { describe, expect, it } from 'vitest';
import { preferredCulture } from '../preferred-culture.ts';

describe('preferredCulture', () => {
  it.each([
    ['ru-RU,ru;q=0.9,en-US;q=0.8', 'ru'],
    ['pt-BR', 'pt'],
    ['zh-Hans-CN,zh;q=0.9', 'zh'],
    ['ja-JP,de;q=0.7,fr;q=0.8', 'fr'],
    ['de;q=0.2, es;q=0.9', 'es'],
    ['it-IT,nl;q=0.9', 'en'],
    ['tr;q=0, fr', 'fr'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (header, culture) => {
    expect(preferredCulture(header)).toBe(culture);
  });
});
