import { Hono, type Context } from 'hono';
import {
  matchesTranslationFilter,
  seoPageSchema,
  translationFieldSchema,
  translationQuerySchema,
  translationTextSchema,
} from '#domain/catalogue/translation-request.ts';
import type { TranslationState } from '#domain/catalogue/translation-status.ts';
import type { Culture } from '#domain/culture.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { TranslationInput } from '../../catalogue/index.ts';
import { allow, readStaffBody, staffFailure } from '../../staff/index.ts';
import type { StaffEnv } from '../../staff/index.ts';
import { jsonOk } from '../../http/responses.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { invalid } from './office-catalogue.ts';
import { schoolId } from './route-ids.ts';

const notChangedMessage = (input: TranslationInput, state: TranslationState) =>
  state === 'missing'
    ? `there is no ${input.culture} text at ${input.field} to confirm`
    : `the ${input.culture} text at ${input.field} is not marked "English changed since"`;

/**
 * One page's SEO texts in one culture saved at once (English from the documents' routes, the other
 * cultures from the translations'), answered as both answer it: 400 naming the page when the
 * English has no such page or parts, the wrong fields, or whether anything changed.
 */
export async function saveSeoPage(
  c: Context<StaffEnv>,
  translations: AppDeps['office']['translations'],
  culture: Culture,
  {
    page,
    title,
    header,
    text,
  }: { page: string; title?: string | undefined; header?: string | undefined; text?: string | undefined },
  by: Parameters<AppDeps['office']['translations']['saveSeoPage']>[1],
) {
  const texts = Object.fromEntries(
    Object.entries({ title, header, text }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const outcome = await translations.saveSeoPage({ page, culture, texts }, by);
  switch (outcome.kind) {
    case 'noPage':
      return staffFailure(c, 400, `the English SEO texts have no page at ${page} with those parts`, 'page');
    case 'invalid':
      return invalid(c, outcome.issues);
    case 'unchanged':
    case 'saved':
      return jsonOk(c, { saved: outcome.kind === 'saved' });
  }
}

/**
 * /api/office/catalogue translations (issue 31), for catalogue.edit: per school and culture
 * every text with its English and its state (missing, English changed since, current), the
 * counts of the whole catalogue, writing a culture's text into the school's draft (checked as
 * every draft is), and confirming a translation whose English changed is still right; the same
 * for the SEO texts page by page (saved at once: they have no drafts).
 */
export function officeCatalogueTranslationRoutes({ office }: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>({ strict: false });
  const translations = office.translations;
  const permission = allow('catalogue.edit');
  const noSchool = (id: string | undefined) => `no school with id ${id}`;
  const author = (staff: StaffEnv['Variables']['staff']) => ({ staffId: staff.id, author: staff.name });

  app.get('/translations', permission, async (c) => jsonOk(c, await translations.overview()));

  app.get('/schools/:id/translations', permission, async (c) => {
    const id = schoolId(c);
    const { culture, show } = parseQuery(translationQuerySchema, c.req.query());
    const school = await translations.school(id, culture);
    if (!school) return staffFailure(c, 404, noSchool(c.req.param('id')), 'id');
    return jsonOk(c, {
      ...school,
      show,
      fields: school.fields.filter((field) => matchesTranslationFilter(field, show)),
    });
  });

  app.post('/schools/:id/translations', permission, async (c) => {
    const id = schoolId(c);
    const input = await readStaffBody(c, translationTextSchema);
    const outcome = await translations.saveText(id, input, author(c.get('staff')));
    switch (outcome.kind) {
      case 'notFound':
        return staffFailure(c, 404, noSchool(c.req.param('id')), 'id');
      case 'noField':
        return staffFailure(c, 400, `the school has no text at ${input.field}`, 'field');
      case 'invalid':
        return invalid(c, outcome.issues);
      case 'unchanged':
      case 'saved':
        return jsonOk(c, { saved: outcome.kind === 'saved' });
    }
  });

  app.post('/schools/:id/translations/confirm', permission, async (c) => {
    const id = schoolId(c);
    const input = await readStaffBody(c, translationFieldSchema);
    const outcome = await translations.confirm(id, input, author(c.get('staff')));
    switch (outcome.kind) {
      case 'notFound':
        return staffFailure(c, 404, noSchool(c.req.param('id')), 'id');
      case 'noField':
        return staffFailure(c, 400, `the published school has no text at ${input.field}`, 'field');
      case 'notChanged':
        return staffFailure(c, 409, notChangedMessage(input, outcome.state));
      case 'confirmed':
        return jsonOk(c, { confirmed: true });
    }
  });
  app.get('/seo/translations', permission, async (c) => {
    const { culture, show } = parseQuery(translationQuerySchema, c.req.query());
    const seo = await translations.seo(culture);
    return jsonOk(c, {
      ...seo,
      show,
      pages: seo.pages
        .map((page) => ({ ...page, fields: page.fields.filter((field) => matchesTranslationFilter(field, show)) }))
        .filter((page) => page.fields.length > 0),
    });
  });

  app.post('/seo/translations', permission, async (c) => {
    const { culture, ...parts } = await readStaffBody(c, seoPageSchema);
    return saveSeoPage(c, translations, culture, parts, author(c.get('staff')));
  });

  app.post('/seo/translations/confirm', permission, async (c) => {
    const input = await readStaffBody(c, translationFieldSchema);
    const outcome = await translations.confirmSeo(input, author(c.get('staff')));
    switch (outcome.kind) {
      case 'noField':
        return staffFailure(c, 400, `the SEO texts have no text at ${input.field}`, 'field');
      case 'notChanged':
        return staffFailure(c, 409, notChangedMessage(input, outcome.state));
      case 'confirmed':
        return jsonOk(c, { confirmed: true });
    }
  });
  return app;
}
