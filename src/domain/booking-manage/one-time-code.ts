import type { TranslateFn } from '../text/translate-fn.ts';

/**
 * The rules of the one-time code that proves a visitor reads the booking's mailbox before they
 * cancel or change it: a forwarded booking link alone is not enough. The code itself is drawn and
 * hashed on the server; what decides whether one may be used lives here.
 */

/** Digits in a code. */
export const CODE_DIGITS = 6;
/** How long a code may be used after it was mailed. */
export const CODE_VALIDITY_MS = 15 * 60 * 1000;
/** Wrong tries a code survives; the fifth wrong one spends it. */
export const CODE_MAX_TRIES = 5;

/** A code as typed, read as its digits ('123 456', ' 123456 ' → '123456'), or null when it cannot be one. */
export function readCode(typed: unknown): string | null {
  if (typeof typed !== 'string') return null;
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^[0-9]{${CODE_DIGITS}}$`).test(digits) ? digits : null;
}

/** A code from a uniformly drawn integer in [0, 10^6), with its leading zeros. */
export function codeFromNumber(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 10 ** CODE_DIGITS)
    throw new RangeError(`a code is drawn from 0 to ${10 ** CODE_DIGITS - 1}, got ${value}`);
  return String(value).padStart(CODE_DIGITS, '0');
}

/** When a code mailed at `issuedAt` stops working. */
export function codeExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + CODE_VALIDITY_MS);
}

/** A stored code as the rules see it. */
export interface StoredCode {
  expiresAt: Date;
  /** Wrong tries so far. */
  tries: number;
  /** When it was used, or null. */
  usedAt: Date | null;
}

export type CodeCheck =
  | { kind: 'ok' }
  /** Wrong; `triesLeft` more may be made with this code. */
  | { kind: 'wrong'; triesLeft: number }
  /** No code to check against: none asked for, used, expired, or its tries spent. */
  | { kind: 'expired' }
  | { kind: 'used' }
  | { kind: 'exhausted' }
  | { kind: 'none' };

/**
 * What a typed code is worth against the latest code of a booking at `now`; `matches` says
 * whether the hash of what was typed is the stored one. A spent, used or expired code says so
 * whatever was typed, so guessing after the limit learns nothing.
 */
export function checkCode(stored: StoredCode | null, matches: boolean, now: Date): CodeCheck {
  if (!stored) return { kind: 'none' };
  if (stored.usedAt) return { kind: 'used' };
  if (stored.tries >= CODE_MAX_TRIES) return { kind: 'exhausted' };
  if (now.getTime() >= stored.expiresAt.getTime()) return { kind: 'expired' };
  if (matches) return { kind: 'ok' };
  return { kind: 'wrong', triesLeft: CODE_MAX_TRIES - stored.tries - 1 };
}

/** Why a typed code did not open the way to cancelling or changing a booking. */
export type CodeRefusal =
  | { kind: 'wrongCode'; triesLeft: number }
  /** Not six digits: not counted as a try. */
  | { kind: 'badCode' }
  /** No code that may still be used: none asked for, expired, used or its tries spent. Ask for a new one. */
  | { kind: 'codeExpired' | 'codeUsed' | 'codeExhausted' | 'noCode' };

/** What the booking and change pages say about a refused code, in the visitor's language. */
export function codeRefusalText(refusal: CodeRefusal, t: TranslateFn): string {
  switch (refusal.kind) {
    case 'wrongCode':
      return t('bookingPage.manage.wrongCode', { count: refusal.triesLeft });
    case 'badCode':
      return t('bookingPage.manage.badCode');
    case 'noCode':
      return t('bookingPage.manage.noCode');
    default:
      return t('bookingPage.manage.codeGone');
  }
}

/** Whether an outcome is a refused code. */
export function isCodeRefusal(outcome: { kind: string }): outcome is CodeRefusal {
  return ['wrongCode', 'badCode', 'codeExpired', 'codeUsed', 'codeExhausted', 'noCode'].includes(outcome.kind);
}
