import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskName } from '../mask-contact.ts';
import { maskPhone } from '../mask-phone.ts';

describe('maskEmail', () => {
  it('keeps the first character of the local part and the domain', () => {
    expect(maskEmail('ana@example.com')).toBe('a***@example.com');
    expect(maskEmail('ana.lima+booking@mail.example.co.uk')).toBe('a***@mail.example.co.uk');
    expect(maskEmail(' Ana@Example.com ')).toBe('A***@Example.com');
  });

  it('hides the length of short and long local parts alike', () => {
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
    expect(maskEmail(`${'x'.repeat(60)}@example.com`)).toBe('x***@example.com');
  });

  it('copes with odd input: no local part, no @, several @, nothing, a character outside the BMP', () => {
    expect(maskEmail('@example.com')).toBe('***@example.com');
    expect(maskEmail('ana')).toBe('a***');
    expect(maskEmail('')).toBe('***');
    expect(maskEmail('"a@b"@example.com')).toBe('"***@example.com');
    expect(maskEmail('😀ana@example.com')).toBe('😀***@example.com');
  });

  it('never shows more than one character of a local part', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const local = email.slice(0, email.lastIndexOf('@'));
        const masked = maskEmail(email);
        expect(masked.endsWith(email.slice(email.lastIndexOf('@')))).toBe(true);
        expect(masked.slice(0, masked.lastIndexOf('@'))).toBe(`${Array.from(local)[0]}***`);
      }),
    );
  });
});

describe('maskPhone', () => {
  it('keeps the country code and the last two digits', () => {
    expect(maskPhone('+441234567821')).toBe('+44 ••• ••• 21');
    expect(maskPhone('+79161234567')).toBe('+7 ••• ••• 67');
    expect(maskPhone('+34612345678')).toBe('+34 ••• ••• 78');
    expect(maskPhone('+380501234567')).toBe('+380 ••• ••• 67');
    expect(maskPhone('+5511987654321')).toBe('+55 ••• ••• 21');
    expect(maskPhone('+12125550123')).toBe('+1 ••• ••• 23');
  });

  it("shows Kazakh numbers under +7, their country code, not the picker's +76 or +77", () => {
    expect(maskPhone('+77011234567')).toBe('+7 ••• ••• 67');
  });

  it('hides a country code the picker does not offer, and separators do not matter', () => {
    expect(maskPhone('+61412345678')).toBe('+•• ••• ••• 78');
    expect(maskPhone('+44 (1234) 567-821')).toBe('+44 ••• ••• 21');
  });

  it('hides the length, and shows no digits of a number too short to spare two', () => {
    expect(maskPhone('+441234567890123')).toBe('+44 ••• ••• 23');
    expect(maskPhone('+4412345')).toBe('+44 ••• •••');
    expect(maskPhone('+1')).toBe('+1 ••• •••');
    expect(maskPhone('612345678')).toBe('••• ••• 78');
    expect(maskPhone('12')).toBe('••• •••');
    expect(maskPhone('')).toBe('•••');
    expect(maskPhone('call me')).toBe('•••');
  });

  it('never shows more than the country code and two digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+\d{6,15}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked.replace(/\D/g, '').length).toBeLessThanOrEqual(3 + 2);
        const end = masked.slice(masked.lastIndexOf('•') + 1).trim();
        expect(end === '' || (end.length === 2 && phone.endsWith(end))).toBe(true);
      }),
    );
  });
});

describe('maskName', () => {
  it('keeps the first word and the initials of the others', () => {
    expect(maskName('Ana Lima')).toBe('Ana L.');
    expect(maskName('  María José   García ')).toBe('María J. G.');
    expect(maskName('Анна')).toBe('Анна');
    expect(maskName('李 小龙')).toBe('李 小.');
  });

  it('gives nothing for a blank name', () => {
    expect(maskName('')).toBe('');
    expect(maskName('   ')).toBe('');
  });
});
