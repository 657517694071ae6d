import type { Culture } from '../../../src/domain/culture.ts';

/**
 * The long journeys repeated per culture (booking, price by e-mail, review) run each
 * culture in one screen project only, en on one screen and ru on the other, instead of both
 * cultures on both screens: a culture changes the words, a screen the layout, and each is still
 * walked with axe at every step. Files alternate which culture gets the phone, so both pairs of
 * culture and screen are walked in the run. The projects in playwright.config.ts leave out the
 * other screen's tag.
 */
export function oneScreen(culture: Culture, phoneCulture: Culture): { tag: string } {
  return { tag: culture === phoneCulture ? '@phone-only' : '@desktop-only' };
}

/**
 * The booking page's self-service journeys (issue 17 asks for them in en and ru at 360 px): every
 * culture on the phone, none on the desktop, whose layout of the same page the booking journey walks.
 */
export const PHONE_ONLY = { tag: '@phone-only' } as const;
