import { CALC_PARAM_NAMES, type CalcParams } from './calc-params.ts';

/** What makes a booking the same booking: the school, the stay as posted, and who it is for. */
export interface BookingIdentity {
  schoolId: number;
  calcParams: CalcParams;
  name: string;
  email: string;
  /** As stored: the prefix and the digits ('+34612345678'). */
  phone: string;
}

const text = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ');
const field = (params: CalcParams, name: (typeof CALC_PARAM_NAMES)[number]) => params[name]?.trim() ?? '';

/**
 * Whether a form posted again with a token that already booked is that booking sent twice (a
 * double click, a reload, a retry), rather than another booking carrying someone's token: same
 * school, same calculation fields (a missing field counts as empty), same name (spaces aside),
 * same e-mail (case aside) and same phone. Only then may the poster be sent to the booking's page.
 */
export function isSameBooking(stored: BookingIdentity, posted: BookingIdentity): boolean {
  return (
    stored.schoolId === posted.schoolId &&
    CALC_PARAM_NAMES.every((name) => field(stored.calcParams, name) === field(posted.calcParams, name)) &&
    text(stored.name) === text(posted.name) &&
    text(stored.email).toLowerCase() === text(posted.email).toLowerCase() &&
    stored.phone.replace(/[^+\d]/g, '') === posted.phone.replace(/[^+\d]/g, '')
  );
}
