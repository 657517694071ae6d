import { describe, expect, it } from 'vitest';
import { cartErrorMessages } from '../cart-error-messages.ts';
import { setCartError } from '../cart-errors.ts';

const t = (key: string, values?: Readonly<Record<string, unknown>>) =>
  values ? `${key}(${JSON.stringify(values)})` : key;

describe('cartErrorMessages', () => {
  it('names a duration limit, says a reason of its own, and each message once', () => {
    let errors = setCartError({ hasErrors: false, list: [] }, 'invalid_accommodation_duration', {
      reason: 'belowMinWeeks',
      limit: { bound: 'min', weeks: 2 },
    });
    errors = setCartError(errors, 'invalid_course_dates', { reason: 'startTooFar' });
    errors = setCartError(errors, 'accommodation_required_transfer', { reason: 'transferRequired' });
    expect(cartErrorMessages(errors, t)).toEqual([
      'validationErrors.courseStartTooFar',
      'validationErrors.InvalidAccommodationDuration cart.atLeastWeeks({"count":2})',
      'validationErrors.TransferRequired',
    ]);
  });
});
