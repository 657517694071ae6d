import { cartFromQuery } from '../../../../domain/cart/cart-from-query.ts';
import { cartToQuery } from '../../../../domain/cart/cart-to-query.ts';
import { parseCartQuery } from '../../../../domain/cart/parse-cart-query.ts';
import { serialiseCartQuery } from '../../../../domain/cart/serialise-cart-query.ts';
import { calculationTable } from '../../../../domain/pricing/calculation-table.ts';
import { insertStaffAudit } from '../../../db/queries/insert-staff-audit.ts';
import { ApiError } from '../../../http/api-error.ts';
import { prepareCalculationMail } from '../../quotes/prepare-calculation-mail.ts';
import type { OfficeDeps } from '../office-deps.ts';
import type { OfficeQuotes } from './office-quotes.ts';

/** The mail kind of a calculation a staff member sent. */
export const STAFF_CALCULATION_MAIL = 'calculation-staff';

/** The staff's price tools over the office's database, clock, prices in memory and mail queue. */
export function createOfficeQuotes(deps: OfficeDeps): OfficeQuotes {
  return {
    async table(query) {
      // The same catalogue copy and clock as GET /api/school/calculate, so the cart's own row is
      // the price the cart shows, to the cent.
      const now = deps.clock();
      const school = await deps.pricing.school(query.schoolId, query.culture);
      if (!school) throw new ApiError(404, `s.id ${query.schoolId} is not a school of the catalogue`, 's.id');
      const built = cartFromQuery(school, query, now);
      if (!built.ok) throw new ApiError(400, built.issues[0]!.message, built.issues[0]!.key);
      const table = calculationTable(school, built.cart, now);
      return {
        schoolId: school.id,
        culture: query.culture,
        query: serialiseCartQuery(cartToQuery(built.cart, { schoolId: school.id, culture: query.culture })).toString(),
        weeks: built.cart.course.weeks,
        currency: table.currency,
        rows: table.rows,
      };
    },

    async send(request, actor, ip) {
      const parsed = parseCartQuery(new URLSearchParams(request.query));
      if (!parsed.ok) return { kind: 'invalid', status: 422, problems: [{ field: 'query', message: parsed.issues[0]!.message }] };
      const now = deps.clock();
      const prepared = await prepareCalculationMail(
        deps,
        { schoolId: request.schoolId, culture: request.culture, query: parsed.query, email: request.email, name: request.name, text: request.text, preparedBy: actor.name },
        now,
      );
      if (!prepared.ok) return { kind: 'invalid', status: prepared.status, problems: [prepared.problem] };
      const queue = deps.mails.current;
      if (!queue) return { kind: 'mailUnavailable' };
      const { mail } = prepared;
      // The mail, its delivery job and the audit line commit together or not at all.
      const mailId = await deps.db.transaction(async (tx) => {
        const [id] = await queue.enqueue(tx, [{ bookingId: null, kind: STAFF_CALCULATION_MAIL, name: mail.name, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html, sentByStaffId: actor.id }]);
        await insertStaffAudit(tx, {
          at: now,
          action: 'calculation-sent',
          actorId: actor.id,
          email: mail.to,
          ip,
          detail: { schoolId: String(request.schoolId), culture: request.culture, mailId: String(id), total: String(prepared.quote.total), currency: prepared.quote.currency.isoCode },
        });
        return id!;
      });
      return { kind: 'sent', mailId, to: mail.to, total: prepared.quote.total };
    },
  };
}
