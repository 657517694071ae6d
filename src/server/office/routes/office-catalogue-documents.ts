import { Hono, type Context } from 'hono';
import { seoPageSchema } from '#domain/catalogue/translation-request.ts';
import type { AppDeps } from '../../app-deps.ts';
import { allow, readStaffBody, staffFailure } from '../../staff/index.ts';
import type { StaffEnv } from '../../staff/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { jsonOk } from '../../http/responses.ts';
import { invalid } from './office-catalogue.ts';
import { saveSeoPage } from './office-catalogue-translations.ts';

/** The request's JSON body, whatever it holds (the document's own checks name what is wrong in it). */
async function jsonBody(c: Context): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/json'))
    throw new ApiError(400, 'send the document as JSON (Content-Type: application/json)');
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'the body is not valid JSON');
  }
}

/**
 * /api/office/catalogue site-wide documents (issue 31), for catalogue.edit: a country's holidays
 * (with the schools that name each), the company facts, places, rates, a country's visa help, each read and saved
 * whole; and the English SEO texts page by page (the source the translations follow).
 */
export function officeCatalogueDocumentRoutes({ office }: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>({ strict: false });
  const documents = office.documents;
  const permission = allow('catalogue.edit');
  const author = (c: Context<StaffEnv>) => ({ staffId: c.get('staff').id, author: c.get('staff').name });

  const read = async (c: Context<StaffEnv>, key: string) => {
    const document = await documents.read(key);
    if (!document) return staffFailure(c, 404, `no document ${key}`);
    if (document.kind === 'holidays' && document.doc === null && document.edits.length === 0)
      return staffFailure(c, 404, `no holidays for ${key.slice('holidays/'.length)} yet`);
    const uses = document.kind === 'holidays' ? await documents.holidayUses(key.slice('holidays/'.length)) : undefined;
    return jsonOk(c, { ...document, ...(uses ? { uses } : {}) });
  };
  const save = async (c: Context<StaffEnv>, key: string) => {
    const outcome = await documents.save(key, await jsonBody(c), author(c));
    switch (outcome.kind) {
      case 'unknown':
        return staffFailure(c, 404, `no document ${key}`);
      case 'invalid':
        return invalid(c, outcome.issues);
      case 'unchanged':
        return jsonOk(c, { saved: false, catalogueVersion: null });
      case 'saved':
        return jsonOk(c, { saved: true, catalogueVersion: outcome.catalogueVersion });
    }
  };

  app.get('/documents', permission, async (c) => jsonOk(c, await documents.keys()));
  app.get('/holidays/:country', permission, (c) => read(c, `holidays/${c.req.param('country')}`));
  app.put('/holidays/:country', permission, (c) => save(c, `holidays/${c.req.param('country')}`));
  app.get('/visa/:country', permission, (c) => read(c, `visa/${c.req.param('country')}`));
  app.put('/visa/:country', permission, (c) => save(c, `visa/${c.req.param('country')}`));
  for (const key of ['company', 'places', 'rates']) {
    app.get(`/${key}`, permission, (c) => read(c, key));
    app.put(`/${key}`, permission, (c) => save(c, key));
  }

  app.get('/seo/english', permission, async (c) => {
    const seo = await office.translations.seo('de');
    return jsonOk(c, {
      pages: seo.pages.map((page) => ({
        page: page.page,
        path: page.path,
        texts: Object.fromEntries(page.fields.map((field) => [field.pointer.split('/').at(-1)!, field.english])),
      })),
    });
  });
  app.post('/seo/english', permission, async (c) => {
    const parts = await readStaffBody(c, seoPageSchema.omit({ culture: true }));
    return saveSeoPage(c, office.translations, 'en', parts, author(c));
  });
  return app;
}
