import { describe, expect, it } from 'vitest';
import { shownPriceList } from '../shown-price-list.ts';

const lists = [
  { id: 2026, validFrom: '2026-01-01', validTo: '2026-12-31' },
  { id: 2027, validFrom: '2027-01-01', validTo: '2027-12-31' },
];

describe('the list a page shows before dates are chosen', () => {
  it('is the list in force on the first bookable start, a week after today', () => {
    expect(shownPriceList(lists, '2026-12-07').id).toBe(2026);
    expect(shownPriceList(lists, '2026-12-24').id).toBe(2026);
    // From Christmas Day the first start falls in 2027.
    expect(shownPriceList(lists, '2026-12-25').id).toBe(2027);
  });

  it('is the next list to take effect when none is in force then, and the last one once all have ended', () => {
    const gap = [lists[0]!, { id: 9, validFrom: '2027-03-01', validTo: '2027-12-31' }];
    expect(shownPriceList(gap, '2027-01-10').id).toBe(9);
    expect(shownPriceList(lists, '2029-05-01').id).toBe(2027);
  });
});
