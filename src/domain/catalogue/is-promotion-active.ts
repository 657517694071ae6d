import type { PromotionContent } from './school-schema.ts';

/**
 * Whether a promotion can still be had by someone booking today: today is inside its booking
 * window, and its start window (if any) has not ended. Dates are YYYY-MM-DD, so they compare as text.
 */
export function isPromotionActive(
  promotion: Pick<PromotionContent, 'bookingWindow' | 'startWindow'>,
  today: string,
): boolean {
  const { bookingWindow, startWindow } = promotion;
  if (bookingWindow && (today < bookingWindow.start || today > bookingWindow.end)) return false;
  if (startWindow && today > startWindow.end) return false;
  return true;
}
