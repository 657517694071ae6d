import { loadConfig } from '../server/config/env.ts';

/** How many days after a course its booking page still shows the contact (BOOKING_PAGE_PRIVACY_DAYS), as the privacy policy states it. */
export function bookingPagePrivacyDays(): number {
  return loadConfig().bookingPagePrivacyDays;
}
