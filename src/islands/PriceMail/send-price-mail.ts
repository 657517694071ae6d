import type { Culture } from '#domain/culture.ts';
import type { CalculationMailFields } from '#domain/quotes/calculation-mail-fields.ts';

/** The form's fields, as the schema names them. */
export type PriceMailField = keyof CalculationMailFields;

/** The honeypot's name, as the server reads it (FAST_CALCULATION_HONEYPOT). */
export const PRICE_MAIL_HONEYPOT = 'Website';

const FIELDS_BY_FORM_NAME: Record<string, PriceMailField> = { Email: 'email', Name: 'name', Text: 'text' };

export type PriceMailOutcome = { ok: true } | { ok: false; fields: PriceMailField[] };

/**
 * POST /api/school/SendSchoolFastCalculationEmail/?{cart query} with the form's Email, Name and
 * Text (spec section 7). Success is an answer whose text says the e-mail was sent; otherwise the
 * fields the server named, if any. A network failure is a failure, never thrown.
 */
export async function sendPriceMail(
  query: string,
  culture: Culture,
  fields: CalculationMailFields & { honeypot: string },
): Promise<PriceMailOutcome> {
  const params = new URLSearchParams(query);
  params.set('culture', culture);
  try {
    const response = await fetch(`/api/school/SendSchoolFastCalculationEmail/?${params.toString()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        Email: fields.email,
        Name: fields.name,
        Text: fields.text,
        [PRICE_MAIL_HONEYPOT]: fields.honeypot,
      }).toString(),
    });
    const text = await response.text();
    if (response.ok && text.includes('email was sent')) return { ok: true };
    let named: PriceMailField[] = [];
    try {
      const body = JSON.parse(text) as { error?: { fields?: { field: string }[] } };
      named = (body.error?.fields ?? []).flatMap((problem) =>
        FIELDS_BY_FORM_NAME[problem.field] ? [FIELDS_BY_FORM_NAME[problem.field]!] : [],
      );
    } catch {
      // Not JSON (a proxy's page): a failure without fields.
    }
    return { ok: false, fields: named };
  } catch {
    return { ok: false, fields: [] };
  }
}
