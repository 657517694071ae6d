import type { CalculationTableData } from '#domain/quotes/calculation-table-data.ts';
import type { FieldProblem } from '#domain/quotes/field-problems.ts';
import type { OfficeQuoteRequest } from '#domain/quotes/office-quote-request.ts';
import type { CalculationQuery } from '#server/quotes/index.ts';
import type { StaffMember } from '#server/staff/index.ts';

export type SendQuoteOutcome =
  | { kind: 'sent'; mailId: number; leadId: number; to: string; total: number }
  | { kind: 'invalid'; status: 404 | 422; problems: FieldProblem[] }
  | { kind: 'mailUnavailable' };

/** The staff's price tools on the school page: the calculation table and the calculation mailed to a client. */
export interface OfficeQuotes {
  /** The cart priced for every week count its course offers, with the pricing endpoint's catalogue and clock. */
  table(query: CalculationQuery): Promise<CalculationTableData>;
  /** Prices the cart, stores it as a lead of `actor`, queues the mail to the client recorded as sent by them, and audits it. */
  send(request: OfficeQuoteRequest, actor: StaffMember, ip: string): Promise<SendQuoteOutcome>;
}
