import { Hono, type Context } from 'hono';
import { fieldProblems, type FieldProblem } from '#domain/quotes/field-problems.ts';
import { NAME_WITH_LINK, visitorCalculationMailFieldsSchema } from '#domain/quotes/calculation-mail-fields.ts';
import { mailboxKey } from '#domain/mail/mailbox-key.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import type { AppDeps } from '../../app-deps.ts';
import { jsonOk, RETRY_AFTER_SECONDS } from '../../http/responses.ts';
import { parseCalculationQuery } from '../parse-calculation-query.ts';
import { readFormFields } from '../../http/read-form-fields.ts';
import { FAST_CALCULATION_HONEYPOT, fastCalculationForm } from '../leads/fast-calculation-form.ts';
import { requestPriceByEmail } from '../leads/request-price-by-email.ts';

/** The form's field names (spec section 7: Email, Name, Text), as the schema's fields are named. */
const FORM_NAMES = { email: 'Email', name: 'Name', text: 'Text' } as const;
const formName = (field: string) => FORM_NAMES[field as keyof typeof FORM_NAMES] ?? field;

/** A form field read by its spec name, or by the lower-case name a JSON client may use. */
const fieldOf = (fields: Record<string, string>, name: string) => fields[name] ?? fields[name.toLowerCase()] ?? '';

/** The mailbox a request names, for the per-recipient rate limit. */
export async function fastCalculationEmail(c: Context): Promise<string | undefined> {
  return mailboxKey(fieldOf(await readFormFields(c), FORM_NAMES.email)) || undefined;
}

/** The spec's success test is that the answer contains 'email was sent'. */
const sentMessage = (to: string) => `The email was sent to ${to}.`;

function invalid(c: Context, status: 400 | 404 | 422, problems: FieldProblem[]) {
  const named = problems.map((problem) => ({ field: formName(problem.field), message: problem.message }));
  return c.json(
    { success: false as const, error: { field: named[0]!.field, message: named[0]!.message, fields: named } },
    status,
  );
}

/**
 * The fast calculation of the school page (spec sections 2, 5 and 7), under /api/school:
 * GET /LoadClientFastCalculation?{s.id, culture, cart keys} the priced cart and its form as HTML;
 * POST /SendSchoolFastCalculationEmail?{the same query} with the form's Email, Name and Text: the
 * priced cart mailed to the visitor, stored as a lead, the agency told.
 */
export function fastCalculationRoutes({ db, config, clock, mails }: AppDeps): Hono {
  const app = new Hono({ strict: false });

  app.get('/LoadClientFastCalculation', async (c) => {
    const query = parseCalculationQuery({ get: (key) => c.req.query(key) ?? null });
    const form = await fastCalculationForm(db, query, clock());
    c.header('Cache-Control', 'no-store');
    if (!form.ok)
      return c.json({ success: false as const, error: { field: form.field, message: form.message } }, form.status);
    return c.html(form.html);
  });

  app.post('/SendSchoolFastCalculationEmail', async (c) => {
    const query = parseCalculationQuery({ get: (key) => c.req.query(key) ?? null });
    c.header('Cache-Control', 'no-store');
    const fields = await readFormFields(c);
    const parsed = visitorCalculationMailFieldsSchema.safeParse({
      email: fieldOf(fields, FORM_NAMES.email),
      name: fieldOf(fields, FORM_NAMES.name),
      text: fieldOf(fields, FORM_NAMES.text),
    });
    // A bot fills in every field it finds: it is told what a person is told, and nothing happens.
    if (fieldOf(fields, FAST_CALCULATION_HONEYPOT).trim() !== '')
      return jsonOk(c, {
        message: sentMessage(parsed.success ? parsed.data.email : fieldOf(fields, FORM_NAMES.email).trim()),
      });
    if (!parsed.success) {
      // The visitor reads this one in their language: the island shows the server's words for it.
      const t = createTranslator(query.culture);
      return invalid(
        c,
        422,
        fieldProblems(parsed.error).map((problem) =>
          problem.message === NAME_WITH_LINK ? { ...problem, message: t('cart.priceMail.nameLink') } : problem,
        ),
      );
    }
    const outcome = await requestPriceByEmail({ db, config, clock, mails }, query, parsed.data);
    if (outcome.kind === 'invalid')
      return invalid(
        c,
        outcome.status,
        outcome.problems.map((problem) => (problem.field === 'schoolId' ? { ...problem, field: 's.id' } : problem)),
      );
    if (outcome.kind === 'mailUnavailable') {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(
        { success: false as const, error: { message: 'the price cannot be mailed at the moment; try again shortly' } },
        503,
      );
    }
    return jsonOk(c, { message: sentMessage(outcome.to), total: outcome.total, currency: outcome.currency });
  });

  return app;
}
