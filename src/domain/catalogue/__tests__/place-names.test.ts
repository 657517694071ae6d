import { describe, expect, it } from 'vitest';
import { CULTURES } from '#domain/culture.ts';
import { FOOD_TYPES, foodTypeName } from '../food-type-name.ts';
import { cityName, countryList, languageName } from '../place-names.ts';
import { currencyOf } from '../currency-of.ts';
import { ISO_COUNTRY_CODES } from '../iso-country-codes.ts';
import { weekdayNumber } from '../weekday-number.ts';

describe('names in a culture', () => {
  it('capitalises language names as menus show them', () => {
    expect(languageName('en', 'ru')).toBe('Английский');
    expect(languageName('es', 'fr')).toBe('Espagnol');
    expect(languageName('de', 'tr')).toBe('Almanca');
    expect(languageName('en', 'zh')).toBe('英语');
  });

  it('uses the city name written for the culture, else the English one', () => {
    const city = { name: { en: "St Julian's", ru: 'Сент-Джулианс' } };
    expect(cityName(city, 'ru')).toBe('Сент-Джулианс');
    expect(cityName(city, 'pt')).toBe("St Julian's");
  });

  it('gives the short currency symbol a visitor of the culture expects', () => {
    expect(currencyOf('EUR', 'en')).toEqual({ symbol: '€', isoCode: 'EUR' });
    expect(currencyOf('USD', 'ru')).toEqual({ symbol: '$', isoCode: 'USD' });
    expect(currencyOf('GBP', 'de')).toEqual({ symbol: '£', isoCode: 'GBP' });
  });

  it('names every meal plan in every culture', () => {
    for (const culture of CULTURES) for (const type of FOOD_TYPES) expect(foodTypeName(type, culture)).not.toBe('');
    expect(foodTypeName('half_board', 'ru')).toBe('Полупансион');
  });

  it('numbers weekdays from Sunday = 0', () => {
    expect([weekdayNumber('sunday'), weekdayNumber('monday'), weekdayNumber('saturday')]).toEqual([0, 1, 6]);
  });
});

describe('countryList', () => {
  it('names every ISO country in the culture, in its alphabetical order', () => {
    for (const culture of CULTURES) {
      const list = countryList(culture);
      expect(list.map((c) => c.id).sort()).toEqual([...ISO_COUNTRY_CODES].sort());
      // Intl knows every code: none comes back as the bare code.
      expect(list.filter((c) => c.name === c.id)).toEqual([]);
      const names = list.map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(culture).compare));
    }
    expect(countryList('de')).toContainEqual({ id: 'MT', name: 'Malta' });
  });
});
