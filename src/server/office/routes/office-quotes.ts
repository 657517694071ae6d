import { Hono, type Context } from 'hono';
import { fieldProblems, type FieldProblem } from '#domain/quotes/field-problems.ts';
import { officeQuoteRequestSchema } from '#domain/quotes/office-quote-request.ts';
import type { AppDeps } from '../../app-deps.ts';
import { allow, staffFailure } from '../../staff/index.ts';
import type { StaffEnv } from '../../staff/index.ts';
import { jsonOk } from '../../http/responses.ts';
import { parseCalculationQuery } from '../../quotes/index.ts';

/** Input that cannot be used, every field named (the dialog marks each one); the first also as `field`. */
function invalid(c: Context, status: 404 | 422, problems: FieldProblem[]) {
  const [first] = problems;
  return c.json(
    { success: false as const, error: { field: first!.field, message: first!.message, fields: problems } },
    status,
  );
}

/**
 * The staff tools of the school page, under /api/office/quotes (requireStaff has run):
 * GET /table?{cart query} the calculation table; POST / the calculation mailed to a client.
 */
export function officeQuotesRoutes({ office }: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>({ strict: false });

  app.get('/table', allow('quotes.send'), async (c) => {
    const query = parseCalculationQuery({ get: (key) => c.req.query(key) ?? null });
    return jsonOk(c, await office.quotes.table(query));
  });

  app.post('/', allow('quotes.send'), async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return staffFailure(c, 400, 'the body must be JSON');
    }
    const request = officeQuoteRequestSchema.safeParse(body);
    if (!request.success) return invalid(c, 422, fieldProblems(request.error));
    const outcome = await office.quotes.send(request.data, c.get('staff'), c.get('ip'));
    if (outcome.kind === 'invalid') return invalid(c, outcome.status, outcome.problems);
    if (outcome.kind === 'mailUnavailable') {
      c.header('Retry-After', '30');
      return staffFailure(c, 503, 'mail cannot be sent from this server at the moment');
    }
    // Spec section 7: the page counts the call a success when the answer says 'email was sent'.
    return jsonOk(c, { message: `The email was sent to ${outcome.to}.`, mailId: outcome.mailId, total: outcome.total });
  });

  return app;
}
