import { checkCode, readCode, type CodeRefusal } from '#domain/booking-manage/one-time-code.ts';
import type { Database } from '../db/database.ts';
import { findLatestBookingCode } from './queries/find-latest-booking-code.ts';
import { spendBookingCodeTry } from './queries/spend-booking-code-try.ts';
import { hashBookingCode } from './hash-booking-code.ts';

const REFUSALS = { none: 'noCode', expired: 'codeExpired', used: 'codeUsed', exhausted: 'codeExhausted' } as const;

/**
 * Checks what the visitor typed against the booking's latest mailed code, in the caller's
 * transaction: a right code is used up (null: go on), a wrong one counts as a try. Every action
 * a visitor takes on a booking (cancel, change, withdraw a change) goes through here.
 */
export async function spendBookingCode(
  tx: Database,
  bookingId: number,
  typedCode: unknown,
  now: Date,
): Promise<CodeRefusal | null> {
  const typed = readCode(typedCode);
  if (typed === null) return { kind: 'badCode' };
  const stored = await findLatestBookingCode(tx, bookingId);
  const checked = checkCode(stored, stored !== null && stored.codeHash === hashBookingCode(bookingId, typed), now);
  if (checked.kind === 'ok') {
    await spendBookingCodeTry(tx, stored!.id, { right: true, at: now });
    return null;
  }
  if (checked.kind === 'wrong') {
    await spendBookingCodeTry(tx, stored!.id, { right: false });
    return { kind: 'wrongCode', triesLeft: checked.triesLeft };
  }
  return { kind: REFUSALS[checked.kind] };
}
