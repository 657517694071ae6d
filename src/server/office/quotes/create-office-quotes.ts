import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import { cartToQuery } from '#domain/cart/cart-to-query.ts';
import { parseCartQuery } from '#domain/cart/parse-cart-query.ts';
import { serialiseCartQuery } from '#domain/cart/serialise-cart-query.ts';
import { calculationTable } from '#domain/pricing/calculation-table.ts';
import { insertStaffAudit } from '#server/staff/index.ts';
import { ApiError } from '#server/http/api-error.ts';
import { sendPricedCart } from '#server/quotes/index.ts';
import type { OfficeDeps } from '../office-deps.ts';
import type { OfficeQuotes } from './office-quotes.ts';

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
      if (!parsed.ok)
        return { kind: 'invalid', status: 422, problems: [{ field: 'query', message: parsed.issues[0]!.message }] };
      // The visitor's price by e-mail and this are one service: the send is stored as a lead too.
      const outcome = await sendPricedCart(
        deps,
        {
          schoolId: request.schoolId,
          culture: request.culture,
          query: parsed.query,
          email: request.email,
          name: request.name,
          text: request.text,
          sender: { source: 'staff', staff: { id: actor.id, name: actor.name } },
        },
        // The lead, the mail, its delivery job and the audit line commit together or not at all.
        (tx, sent) =>
          insertStaffAudit(tx, {
            at: deps.clock(),
            action: 'calculation-sent',
            actorId: actor.id,
            email: request.email,
            ip,
            detail: {
              schoolId: String(request.schoolId),
              culture: request.culture,
              mailId: String(sent.mailId),
              leadId: String(sent.leadId),
              total: String(sent.total),
              currency: sent.currency,
            },
          }),
      );
      if (outcome.kind !== 'sent') return outcome;
      return { kind: 'sent', mailId: outcome.mailId, leadId: outcome.leadId, to: outcome.to, total: outcome.total };
    },
  };
}
