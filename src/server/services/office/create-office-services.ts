import { createOfficeBookings } from './bookings/create-office-bookings.ts';
import { createOfficeMail } from './mail/create-office-mail.ts';
import { createOfficeNewsletter } from './newsletter/create-office-newsletter.ts';
import type { OfficeDeps } from './office-deps.ts';
import type { OfficeServices } from './office-services.ts';

/** The office's services over one database and mail queue. */
export function createOfficeServices(deps: OfficeDeps): OfficeServices {
  const mail = createOfficeMail(deps);
  return {
    bookings: createOfficeBookings(deps, mail),
    mail,
    newsletter: createOfficeNewsletter(deps),
  };
}
