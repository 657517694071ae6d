import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { priceChangePercent } from '#domain/catalogue/copy-school-price-list.ts';
import { recordId } from '#domain/numbers/whole-number.ts';
import type { AppDeps } from '../../app-deps.ts';
import { allow, readStaffBody, staffFailure } from '../../staff/index.ts';
import type { StaffEnv } from '../../staff/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { jsonOk } from '../../http/responses.ts';
import { copyPriceListToDraft, schoolFileStamp } from '../../catalogue/index.ts';
import type {
  ContentIssue,
  DraftConflict,
  DraftOutcome,
  EditedSchool,
  Published,
  SchoolVersionRow,
  VersionAuthor,
} from '../../catalogue/index.ts';
import { schoolId } from './route-ids.ts';

function versionNumber(c: Context): number {
  const text = c.req.param('version') ?? '';
  const version = recordId(text);
  if (version === null) throw new ApiError(404, `no version ${text}`, 'version');
  return version;
}

/** The request's JSON body, whatever it holds (the school file's own checks name what is wrong in it). */
async function jsonBody(c: Context): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/json'))
    throw new ApiError(400, 'send the school file as JSON (Content-Type: application/json)');
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'the body is not valid JSON');
  }
}

const author = (c: Context<StaffEnv>): VersionAuthor => ({ staffId: c.get('staff').id, author: c.get('staff').name });

/** "Copy to next year": the change of the copied list's prices. */
const copySchema = z.object({ percent: priceChangePercent });

/**
 * An import: content files by name, as `npm run catalogue:import` reads them from a folder; a
 * terms file (terms/<name>) as `base64` rather than `source` text.
 */
const importSchema = z.object({
  files: z
    .array(
      z
        .object({
          file: z
            .string()
            .min(1, { error: 'file is required' })
            .max(200, { error: 'file must be at most 200 characters' }),
          source: z.string({ error: 'source must be the file as text' }).optional(),
          base64: z
            .string({ error: 'base64 must be the file in base64' })
            .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'base64 must be the file in base64' })
            .optional(),
        })
        .refine((item) => (item.source === undefined) !== (item.base64 === undefined), {
          error: 'give each file as source (text) or as base64, one of them',
        }),
    )
    .min(1, { error: 'files must name at least one school file' }),
});

/** 400 naming every wrong field: the first in the envelope's error, all of them in `errors`. */
export function invalid(c: Context, issues: readonly ContentIssue[]) {
  const first = issues[0] ?? { field: '', message: 'the school file is not valid' };
  return c.json(
    {
      success: false as const,
      error: {
        field: first.field,
        message: issues.length > 1 ? `${first.message} (and ${issues.length - 1} more)` : first.message,
      },
      errors: issues,
    },
    400,
  );
}

const schoolJson = (school: EditedSchool) => ({
  id: school.id,
  /** The file's fingerprint, also the answer's ETag: sent back in If-Match, a save refuses to replace someone else's. */
  stamp: schoolFileStamp(school),
  slug: school.slug,
  name: school.name,
  state: school.draft ? ('draft' as const) : ('published' as const),
  /** Made in the office and never published: not on the site until its draft is published. */
  isNew: school.published === null,
  version: school.version,
  updatedAt: school.updatedAt.toISOString(),
  /** The draft when there is one, else the published file. */
  file: school.draft ? school.draft.file : school.published,
  draft: school.draft && {
    baseVersion: school.draft.baseVersion,
    author: school.draft.author,
    updatedAt: school.draft.updatedAt.toISOString(),
  },
});

export const versionJson = (version: SchoolVersionRow) => ({
  version: version.version,
  kind: version.kind,
  author: version.author,
  createdAt: version.createdAt.toISOString(),
  restoredFrom: version.restoredFrom,
  changes: version.changes,
});

/** A publish or a restore that went through: the new version, or that the file was published already. */
const publishedJson = (outcome: Published) =>
  outcome.kind === 'unchanged'
    ? { published: false, version: outcome.version }
    : { published: true, catalogueVersion: outcome.catalogueVersion, ...versionJson(outcome.version) };

/**
 * The stamp an If-Match header names ("…" or W/"…"), or undefined for none or `*` (whatever the
 * school holds). A list of tags is refused: one editor began from one file.
 */
function ifMatchOf(c: Context): string | undefined {
  const header = c.req.header('if-match')?.trim();
  if (!header || header === '*') return undefined;
  const tag = /^(?:W\/)?"([^"]*)"$/.exec(header);
  if (!tag) throw new ApiError(400, 'If-Match must be one ETag as GET answered it ("…")', 'If-Match');
  return tag[1];
}

const at = (date: Date | null) => (date ? ` at ${date.toISOString()}` : '');

function answerDraft(c: Context, outcome: DraftOutcome | DraftConflict) {
  if (outcome.kind === 'notFound') return staffFailure(c, 404, `no school with id ${c.req.param('id')}`, 'id');
  if (outcome.kind === 'invalid') return invalid(c, outcome.issues);
  if (outcome.kind === 'conflict') {
    c.header('ETag', `"${outcome.stamp}"`);
    return c.json(
      {
        success: false as const,
        error: {
          field: 'If-Match',
          message:
            `${outcome.author ?? 'someone'} changed this school${at(outcome.at)} since you read it: nothing was saved. ` +
            `Read it again and make your change there, or send your file again with If-Match: "${outcome.stamp}" to replace theirs`,
        },
        stamp: outcome.stamp,
      },
      409,
    );
  }
  c.header('ETag', `"${schoolFileStamp(outcome.school)}"`);
  return jsonOk(c, schoolJson(outcome.school));
}

/**
 * /api/office/catalogue (issue 31), every route for catalogue.edit: the schools with their state,
 * a new school (POST /schools: the new school form's fields, made an unpublished draft),
 * a school as draft (or as published) with its ETag, saving (PUT: the whole file; PATCH: a JSON
 * merge patch; with If-Match, only onto the file that ETag names, else 409) and discarding its draft, publishing it, its versions and restoring one (as a new version), copying
 * a price list to next year into the draft, and importing school files (all checked first; any
 * error, and nothing changes).
 */
export function officeCatalogueRoutes({ office }: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>({ strict: false });
  const editor = office.catalogue;
  const permission = allow('catalogue.edit');

  app.get('/schools', permission, async (c) =>
    jsonOk(
      c,
      (await editor.list()).map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        state: row.draftUpdatedAt ? ('draft' as const) : ('published' as const),
        version: row.version,
        updatedAt: row.updatedAt.toISOString(),
        draftUpdatedAt: row.draftUpdatedAt?.toISOString() ?? null,
        draftAuthor: row.draftAuthor,
        isNew: row.isNew,
      })),
    ),
  );
  app.post('/schools', permission, async (c) => {
    const outcome = await editor.create(await jsonBody(c), author(c));
    if (outcome.kind === 'invalid') return invalid(c, outcome.issues);
    c.header('ETag', `"${schoolFileStamp(outcome.school)}"`);
    c.header('Location', `/api/office/catalogue/schools/${outcome.school.id}`);
    return c.json({ success: true as const, data: schoolJson(outcome.school) }, 201);
  });
  app.get('/schools/:id', permission, async (c) => {
    const school = await editor.school(schoolId(c));
    if (!school) return staffFailure(c, 404, `no school with id ${c.req.param('id')}`, 'id');
    c.header('ETag', `"${schoolFileStamp(school)}"`);
    return jsonOk(c, schoolJson(school));
  });
  app.put('/schools/:id/draft', permission, async (c) => {
    const id = schoolId(c);
    const ifMatch = ifMatchOf(c);
    return answerDraft(c, await editor.saveDraft(id, await jsonBody(c), author(c), ifMatch));
  });
  app.patch('/schools/:id/draft', permission, async (c) => {
    const id = schoolId(c);
    const ifMatch = ifMatchOf(c);
    const patch = await jsonBody(c);
    if (typeof patch !== 'object' || patch === null || Array.isArray(patch))
      return staffFailure(c, 400, 'a merge patch is a JSON object of the fields to change');
    return answerDraft(c, await editor.patchDraft(id, patch, author(c), ifMatch));
  });
  app.delete('/schools/:id/draft', permission, async (c) => {
    const discarded = await editor.discardDraft(schoolId(c));
    if (discarded === null) return staffFailure(c, 404, `no school with id ${c.req.param('id')}`, 'id');
    return jsonOk(c, { discarded });
  });
  app.post('/schools/:id/publish', permission, async (c) => {
    const outcome = await editor.publish(schoolId(c), author(c));
    switch (outcome.kind) {
      case 'notFound':
        return staffFailure(c, 404, `no school with id ${c.req.param('id')}`, 'id');
      case 'noDraft':
        return staffFailure(c, 409, 'this school has no draft to publish');
      case 'conflict':
        return staffFailure(
          c,
          409,
          `version ${outcome.version} was published after this draft began from version ${outcome.baseVersion}: discard the draft and edit the new version`,
        );
      case 'invalid':
        return invalid(c, outcome.issues);
      case 'unchanged':
      case 'published':
        return jsonOk(c, publishedJson(outcome));
    }
  });
  app.post('/schools/:id/price-lists/:list/copy', permission, async (c) => {
    const id = schoolId(c);
    const listText = c.req.param('list') ?? '';
    const listId = recordId(listText);
    const { percent } = await readStaffBody(c, copySchema);
    const outcome =
      listId === null
        ? { kind: 'noList' as const }
        : await copyPriceListToDraft(editor, id, listId, percent, author(c));
    if (outcome.kind === 'noList') return staffFailure(c, 404, `school ${id} has no price list ${listText}`, 'list');
    if (outcome.kind !== 'saved') return answerDraft(c, outcome);
    return jsonOk(c, { ...schoolJson(outcome.school), priceListId: outcome.listId });
  });
  app.get('/schools/:id/versions', permission, async (c) => {
    const versions = await editor.versions(schoolId(c));
    if (!versions) return staffFailure(c, 404, `no school with id ${c.req.param('id')}`, 'id');
    return jsonOk(c, versions.map(versionJson));
  });
  app.post('/schools/:id/versions/:version/restore', permission, async (c) => {
    const id = schoolId(c);
    const outcome = await editor.restore(id, versionNumber(c), author(c));
    switch (outcome.kind) {
      case 'notFound':
        return staffFailure(c, 404, `no school with id ${c.req.param('id')}`, 'id');
      case 'noVersion':
        return staffFailure(c, 404, `school ${id} has no version ${c.req.param('version')}`, 'version');
      case 'invalid':
        return invalid(c, outcome.issues);
      case 'unchanged':
      case 'published':
        return jsonOk(c, publishedJson(outcome));
    }
  });
  app.post('/import', permission, async (c) => {
    const { files } = await readStaffBody(c, importSchema);
    const outcome = await editor.importFiles(
      files.map(({ file, source, base64 }) =>
        base64 === undefined
          ? { file, source: source! }
          : { file, source: '', bytes: new Uint8Array(Buffer.from(base64, 'base64')) },
      ),
      author(c),
    );
    if (outcome.kind === 'invalid') {
      const first = outcome.issues[0]!;
      return c.json(
        {
          success: false as const,
          error: { field: `${first.file}: ${first.field}`, message: first.message },
          errors: outcome.issues,
        },
        400,
      );
    }
    return jsonOk(c, {
      files: outcome.files,
      documents: outcome.documents,
      terms: outcome.terms,
      catalogueVersion: outcome.catalogueVersion,
    });
  });
  return app;
}
