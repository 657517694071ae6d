import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { readPhotoAlt } from '#domain/catalogue/photo-alt-form.ts';
import { recordId } from '#domain/numbers/whole-number.ts';
import type { AppDeps } from '../../app-deps.ts';
import { allow, staffFailure } from '../../staff/index.ts';
import type { StaffEnv } from '../../staff/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { jsonOk } from '../../http/responses.ts';
import { RETRY_AFTER_SECONDS } from '../../http/responses.ts';
import {
  parsePhotoListKey,
  photoEditProblem,
  photoListKey,
  type PhotoEdit,
  type PhotoEditOutcome,
  type PhotoTarget,
  type SchoolPhotos,
  type VersionAuthor,
} from '../../catalogue/index.ts';
import { schoolId } from './route-ids.ts';

function target(c: Context): PhotoTarget {
  const key = c.req.param('list') ?? '';
  const parsed = parsePhotoListKey(key);
  if (!parsed) throw new ApiError(404, `no photo list ${key}: use gallery or housing-<id>`, 'list');
  return parsed;
}

/** The photo's place in its list as the address says it, from 1; the editor counts from 0. */
function position(c: Context): number {
  const text = c.req.param('n') ?? '';
  const n = recordId(text);
  if (n === null) throw new ApiError(404, `no photo ${text}: photos are numbered from 1`, 'n');
  return n - 1;
}

type Fields = Record<string, string | File | (string | File)[]>;

/** The request's fields: a multipart or url-encoded form, or JSON (alt texts as alt.en … or as { alt: { en } }). */
async function fieldsOf(c: Context): Promise<Fields> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/json')) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new ApiError(400, 'the body is not valid JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new ApiError(400, 'the body must be an object');
    const fields: Fields = {};
    for (const [key, value] of Object.entries(body)) {
      if (key === 'alt' && typeof value === 'object' && value !== null)
        for (const [culture, text] of Object.entries(value)) fields[`alt.${culture}`] = String(text);
      else if (typeof value === 'string') fields[key] = value;
    }
    return fields;
  }
  try {
    return (await c.req.parseBody()) as Fields;
  } catch {
    throw new ApiError(400, 'the form body is malformed');
  }
}

async function photoOf(fields: Fields): Promise<Uint8Array> {
  const value = fields.photo;
  if (!(value instanceof File) || (value.size === 0 && value.name === ''))
    throw new ApiError(400, 'choose a photo to upload (multipart form field photo)', 'photo');
  return new Uint8Array(await value.arrayBuffer());
}

function altOf(fields: Fields, englishRequired: boolean) {
  const read = readPhotoAlt(fields, englishRequired);
  if (!read.ok) throw new ApiError(400, read.message, read.field);
  return read.alt;
}

const moveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: "direction must be 'up' or 'down'" }),
});

const author = (c: Context<StaffEnv>): VersionAuthor => ({ staffId: c.get('staff').id, author: c.get('staff').name });

const photosJson = (photos: SchoolPhotos) => ({
  id: photos.school.id,
  state: photos.school.draft ? ('draft' as const) : ('published' as const),
  lists: photos.lists.map((list) => ({
    list: photoListKey(list.target),
    title: list.title,
    photos: list.photos.map((shown, index) => ({ n: index + 1, ...shown.photo, base: shown.base })),
  })),
});

/**
 * /api/office/catalogue/schools/:id/photos (issue 31), every route for catalogue.edit: a school's
 * photo lists (its gallery, each housing option's) as its draft has them; uploading a photo to a
 * list (multipart: photo, alt.en required, alt.<culture>), replacing one, moving one up or down,
 * changing its alt texts, removing it. Each change is saved into the school's draft.
 */
export function officeCataloguePhotoRoutes({ office }: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>({ strict: false });
  const photos = office.cataloguePhotos;
  const permission = allow('catalogue.edit');

  const answer = (c: Context, outcome: PhotoEditOutcome, id: number) => {
    if (outcome.kind === 'saved')
      return jsonOk(c, { ...photosJson(outcome.photos), ...(outcome.hash ? { hash: outcome.hash } : {}) });
    const problem = photoEditProblem(outcome, id);
    if (problem.status === 503) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(
      {
        success: false as const,
        error:
          problem.field === undefined
            ? { message: problem.message }
            : { field: problem.field, message: problem.message },
        ...(problem.issues ? { errors: problem.issues } : {}),
      },
      problem.status,
    );
  };
  const edit = async (c: Context<StaffEnv>, change: (fields: Fields) => Promise<PhotoEdit>) => {
    const id = schoolId(c);
    const list = target(c);
    const fields = await fieldsOf(c);
    return answer(c, await photos.edit(id, list, await change(fields), author(c)), id);
  };

  app.get('/schools/:id/photos', permission, async (c) => {
    const found = await photos.photos(schoolId(c));
    if (!found) return staffFailure(c, 404, `no school with id ${c.req.param('id')}`, 'id');
    return jsonOk(c, { ...photosJson(found), acceptedTypes: photos.acceptedTypes() });
  });
  app.post('/schools/:id/photos/:list', permission, (c) =>
    edit(c, async (fields) => {
      const alt = altOf(fields, true)!;
      return { kind: 'add', bytes: await photoOf(fields), alt };
    }),
  );
  app.put('/schools/:id/photos/:list/:n', permission, (c) =>
    edit(c, async (fields) => {
      const at = position(c);
      const alt = altOf(fields, false);
      return { kind: 'replace', at, bytes: await photoOf(fields), alt };
    }),
  );
  app.put('/schools/:id/photos/:list/:n/alt', permission, (c) =>
    edit(c, async (fields) => ({ kind: 'alt', at: position(c), alt: altOf(fields, false) })),
  );
  app.post('/schools/:id/photos/:list/:n/move', permission, (c) =>
    edit(c, async (fields) => {
      const parsed = moveSchema.safeParse(fields);
      if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]!.message, 'direction');
      return { kind: 'move', at: position(c), direction: parsed.data.direction };
    }),
  );
  app.delete('/schools/:id/photos/:list/:n', permission, (c) =>
    edit(c, async () => ({ kind: 'remove', at: position(c) })),
  );
  return app;
}
