import { describe, expect, it } from 'vitest';
import { CULTURES } from '#domain/culture.ts';
import { phonePrefixOptions } from '../phone-prefix-options.ts';
import { PHONE_PREFIXES } from '../phone-prefixes.ts';

describe("the phone-code picker's entries", () => {
  it("name the countries in the visitor's language beside the code, never a bare number", () => {
    const en = phonePrefixOptions('en', 'Other');
    expect(en.find((option) => option.value === '+34')?.label).toBe('Spain (+34)');
    expect(en.find((option) => option.value === '+375')?.label).toBe('Belarus (+375)');
    expect(en.find((option) => option.value === '+76')?.label).toBe('Kazakhstan (+7 6…)');
    expect(en.find((option) => option.value === '+1')?.label).toBe('Canada, United States (+1)');
    expect(phonePrefixOptions('ru', 'Другой').find((option) => option.value === '+7')?.label).toBe('Россия (+7)');
    expect(phonePrefixOptions('de', 'Andere').find((option) => option.value === '+44')?.label).toBe(
      'Vereinigtes Königreich (+44)',
    );
    for (const culture of CULTURES)
      for (const option of phonePrefixOptions(culture, 'x').slice(0, -1))
        expect(option.label, `${culture} ${option.value}`).not.toMatch(/^\+/);
  });

  it('are sorted as the language sorts, with "other" last, one entry per prefix', () => {
    const ru = phonePrefixOptions('ru', 'Другой');
    expect(ru.slice(0, 3).map((option) => option.label)).toEqual([
      'Австрия (+43)',
      'Беларусь (+375)',
      'Бразилия (+55)',
    ]);
    expect(ru.at(-1)).toEqual({ value: 'other', label: 'Другой' });
    expect(new Set(ru.map((option) => option.value)).size).toBe(PHONE_PREFIXES.length);
    const es = phonePrefixOptions('es', 'Otro').map((option) => option.label);
    expect(es.indexOf('España (+34)')).toBeLessThan(es.indexOf('Estonia (+372)'));
  });
});
