import { describe, expect, it } from 'vitest';
import { hasLink } from '../links.ts';

describe('hasLink', () => {
  it('finds addresses of the web and of mail, with or without a scheme', () => {
    for (const text of [
      'Ana http://spam.example',
      'https://x.example/p',
      'see www.example',
      'Visit cheap-pills.com now',
      'ana@example.com',
      'ftp://files',
      'spam.example/offer',
      'bit.ly',
      'ПРИЗ.РФ',
    ])
      expect(hasLink(text), text).toBe(true);
  });

  it('leaves names alone, initials and accents included', () => {
    for (const name of [
      'Ana Lima',
      'J. R. R. Tolkien',
      'Ольга Смирнова',
      'José Müller-Lüdenscheidt',
      '王芳',
      "D'Arcy O'Neil",
      'Dr. Who',
      'St. John',
    ])
      expect(hasLink(name), name).toBe(false);
  });
});
