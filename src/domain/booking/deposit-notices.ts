import { showsContent } from '../culture-content.ts';
import type { Culture } from '../culture.ts';
import type { PriceAnswer } from '../pricing/price-answer.ts';

/** The warning texts that go with a stated deposit, by their message keys. */
export type DepositNotice = 'cart.fullDepositSoon' | 'cart.fullDeposit' | 'booking.visaRefund';

/**
 * The spec's deposit warnings (section 8), wherever the deposit is stated: that the deposit is
 * the full price, worded for a start less than 28 days away or for a school that takes the whole
 * amount; and that the school refunds the prepayment on a visa refusal, shown in ru only (section
 * 1), when the school does so and the deposit is not the full price.
 */
export function depositNotices(
  deposit: Pick<PriceAnswer['deposit'], 'fullDeposit' | 'fullReason'>,
  refundsOnVisaRefusal: boolean,
  culture: Culture,
): DepositNotice[] {
  if (deposit.fullDeposit)
    return [deposit.fullReason === 'lessThan28Days' ? 'cart.fullDepositSoon' : 'cart.fullDeposit'];
  return refundsOnVisaRefusal && showsContent(culture, 'visaRefundNotice') ? ['booking.visaRefund'] : [];
}
