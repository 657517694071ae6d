import { describe, expect, it } from 'vitest';
import { CULTURES } from '#domain/culture.ts';
import { depositNotices } from '../deposit-notices.ts';

const part = { fullDeposit: false, fullReason: null } as const;

describe('the deposit notices (spec section 8)', () => {
  it('tells a ru visitor that a school refunding on visa refusal returns a deposit that is not the full price', () => {
    expect(depositNotices(part, true, 'ru')).toEqual(['booking.visaRefund']);
    expect(depositNotices(part, false, 'ru')).toEqual([]);
  });

  it('shows the refund notice in ru only', () => {
    for (const culture of CULTURES.filter((c) => c !== 'ru'))
      expect(depositNotices(part, true, culture), culture).toEqual([]);
  });

  it('says a full deposit is the full price, worded by why, and then says nothing of a refund', () => {
    expect(depositNotices({ fullDeposit: true, fullReason: 'lessThan28Days' }, true, 'ru')).toEqual([
      'cart.fullDepositSoon',
    ]);
    expect(depositNotices({ fullDeposit: true, fullReason: 'school' }, true, 'ru')).toEqual(['cart.fullDeposit']);
    expect(depositNotices({ fullDeposit: true, fullReason: 'depositCoversTotal' }, false, 'en')).toEqual([
      'cart.fullDeposit',
    ]);
    expect(depositNotices({ fullDeposit: true, fullReason: 'school' }, false, 'de')).toEqual(['cart.fullDeposit']);
  });
});
