import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CULTURES } from '#domain/culture.ts';
import { countryOfTimeZone } from '../country-of-time-zone.ts';
import { defaultPhonePrefix } from '../default-phone-prefix.ts';
import { findPhonePrefix, OTHER_PHONE_PREFIX } from '../phone-prefixes.ts';

describe('the phone code the booking form starts on', () => {
  it("is the culture's country's when the visitor's country is unknown", () => {
    expect(Object.fromEntries(CULTURES.map((culture) => [culture, defaultPhonePrefix(culture, null)]))).toEqual({
      ru: '+7',
      en: '+44',
      es: '+34',
      pt: '+55',
      de: '+49',
      fr: '+33',
      tr: '+90',
      zh: '+86',
    });
  });

  it("is the visitor's country's when known, whatever the culture", () => {
    expect(defaultPhonePrefix('ru', 'DE')).toBe('+49');
    expect(defaultPhonePrefix('en', 'US')).toBe('+1');
    expect(defaultPhonePrefix('fr', 'CA')).toBe('+1');
    expect(defaultPhonePrefix('pt', 'PT')).toBe('+351');
    expect(defaultPhonePrefix('de', 'at')).toBe('+43');
    // Kazakh mobiles are +7 7xx.
    expect(defaultPhonePrefix('ru', 'KZ')).toBe('+77');
  });

  it("falls back to the culture's when the visitor's country has no code of its own in the picker", () => {
    expect(defaultPhonePrefix('es', 'MX')).toBe('+34');
    expect(defaultPhonePrefix('en', 'IN')).toBe('+44');
  });

  it('is always a code the picker offers, never "other"', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CULTURES),
        fc.option(fc.string({ minLength: 0, maxLength: 3 })),
        (culture, country) => {
          const prefix = defaultPhonePrefix(culture, country);
          expect(findPhonePrefix(prefix)).toBeDefined();
          expect(prefix).not.toBe(OTHER_PHONE_PREFIX);
        },
      ),
    );
  });
});

describe("the visitor's country from the browser's time zone", () => {
  it('knows the zones of the countries the picker offers', () => {
    expect(countryOfTimeZone('Europe/Moscow')).toBe('RU');
    expect(countryOfTimeZone('Asia/Vladivostok')).toBe('RU');
    expect(countryOfTimeZone('Asia/Almaty')).toBe('KZ');
    expect(countryOfTimeZone('Europe/Berlin')).toBe('DE');
    expect(countryOfTimeZone('America/Sao_Paulo')).toBe('BR');
    expect(countryOfTimeZone('America/Toronto')).toBe('CA');
    expect(countryOfTimeZone('Europe/Istanbul')).toBe('TR');
    expect(countryOfTimeZone('Asia/Shanghai')).toBe('CN');
  });

  it('says nothing of a zone it does not place, or of none', () => {
    expect(countryOfTimeZone('Asia/Kolkata')).toBeNull();
    expect(countryOfTimeZone('Etc/UTC')).toBeNull();
    expect(countryOfTimeZone('')).toBeNull();
    expect(countryOfTimeZone(undefined)).toBeNull();
  });

  it("places the zones browsers report in the picker's main countries", () => {
    const known = new Set(Intl.supportedValuesOf('timeZone'));
    for (const zone of ['Europe/London', 'Asia/Tokyo', 'America/New_York', 'Europe/Lisbon']) {
      expect(known.has(zone), zone).toBe(true);
      expect(countryOfTimeZone(zone)).not.toBeNull();
    }
  });
});
