import type { FieldProblem } from '#domain/quotes/field-problems.ts';
import type { OfficeQuoteRequest } from '#domain/quotes/office-quote-request.ts';
import type { CalculationTableData } from '#domain/quotes/calculation-table-data.ts';

type Answer<T> =
  { success: true; data: T } | { success: false; error: { message: string; field?: string; fields?: FieldProblem[] } };

/** A call of the staff API that did not succeed: the server's message and, for bad input, each field's. */
export class OfficeCallError extends Error {
  readonly status: number;
  readonly problems: FieldProblem[];

  constructor(status: number, message: string, problems: FieldProblem[] = []) {
    super(message);
    this.name = 'OfficeCallError';
    this.status = status;
    this.problems = problems;
  }
}

async function answer<T>(response: Response): Promise<T> {
  let body: Answer<T> | null = null;
  try {
    body = (await response.json()) as Answer<T>;
  } catch {
    // Not JSON: a proxy's page or a cut connection; the status says enough.
  }
  if (body?.success) return body.data;
  const error = body && !body.success ? body.error : null;
  const problems = error?.fields ?? (error?.field ? [{ field: error.field, message: error.message }] : []);
  throw new OfficeCallError(response.status, error?.message ?? `HTTP ${response.status}`, problems);
}

/** GET /api/office/quotes/table: the cart of `query` priced for every week count of its course. */
export async function loadCalculationTable(query: string, signal: AbortSignal): Promise<CalculationTableData> {
  return answer(await fetch(`/api/office/quotes/table?${query}`, { headers: { accept: 'application/json' }, signal }));
}

/** POST /api/office/quotes: the server prices the cart and mails it; answers its 'email was sent' message. */
export async function sendCalculation(request: OfficeQuoteRequest): Promise<{ message: string }> {
  return answer(
    await fetch('/api/office/quotes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    }),
  );
}
