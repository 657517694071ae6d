import { Hono, type Context } from 'hono';
import { termsNameOf } from '#domain/catalogue/terms-file.ts';
import type { AppDeps } from '../../app-deps.ts';
import { allow, staffFailure } from '../../staff/index.ts';
import type { StaffEnv } from '../../staff/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { jsonOk } from '../../http/responses.ts';
import type { TermsFileEntry, TermsSaveOutcome, VersionAuthor } from '../../catalogue/index.ts';

type Fields = Record<string, string | File | (string | File)[]>;

async function formOf(c: Context): Promise<Fields> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
    throw new ApiError(400, 'send the terms file as a multipart form (field file)', 'file');
  try {
    return (await c.req.parseBody()) as Fields;
  } catch {
    throw new ApiError(400, 'the form body is malformed');
  }
}

async function fileOf(fields: Fields): Promise<{ bytes: Uint8Array; fileName: string }> {
  const value = fields.file;
  if (!(value instanceof File) || (value.size === 0 && value.name === ''))
    throw new ApiError(400, 'choose a terms file to upload (multipart form field file)', 'file');
  return { bytes: new Uint8Array(await value.arrayBuffer()), fileName: value.name };
}

const author = (c: Context<StaffEnv>): VersionAuthor => ({ staffId: c.get('staff').id, author: c.get('staff').name });

const entryJson = (entry: TermsFileEntry) => ({ ...entry, updatedAt: entry.updatedAt?.toISOString() ?? null });

/** A save's answer: what was stored, or the field that is wrong with the status it calls for. */
export function answerTermsSave(c: Context, name: string, outcome: TermsSaveOutcome) {
  switch (outcome.kind) {
    case 'invalid':
      return staffFailure(c, outcome.status, outcome.message, outcome.field);
    case 'exists':
      return staffFailure(
        c,
        409,
        `a terms file named ${name} exists already: replace it, or give another name`,
        'name',
      );
    case 'notFound':
      return staffFailure(c, 404, `there is no terms file named ${name} to replace`, 'name');
    case 'unchanged':
      return jsonOk(c, { name, saved: false, catalogueVersion: null });
    case 'saved':
      return jsonOk(c, { name, saved: true, catalogueVersion: outcome.catalogueVersion });
  }
}

/**
 * /api/office/catalogue/terms (issue 31), for catalogue.edit: the terms files schools may name
 * (the content folder's and the uploaded ones, with the schools naming each), uploading a new
 * one (multipart: file, and name, else the file's own name made lower case) and replacing one.
 */
export function officeCatalogueTermsRoutes({ office }: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>({ strict: false });
  const terms = office.terms;
  const permission = allow('catalogue.edit');

  app.get('/terms', permission, async (c) => jsonOk(c, (await terms.list()).map(entryJson)));
  app.post('/terms', permission, async (c) => {
    const fields = await formOf(c);
    const { bytes, fileName } = await fileOf(fields);
    const given = typeof fields.name === 'string' ? fields.name.trim() : '';
    const name = given || termsNameOf(fileName);
    return answerTermsSave(c, name, await terms.save(name, bytes, author(c), 'add'));
  });
  app.put('/terms/:name', permission, async (c) => {
    const name = c.req.param('name');
    const { bytes } = await fileOf(await formOf(c));
    return answerTermsSave(c, name, await terms.save(name, bytes, author(c), 'replace'));
  });
  return app;
}
