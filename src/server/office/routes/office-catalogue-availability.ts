import { Hono, type Context } from 'hono';
import type { AvailabilityChange } from '#domain/catalogue/availability/availability-change.ts';
import { periodFieldsSchema as periodSchema } from '#domain/catalogue/availability/period-fields.ts';
import { isIsoDate } from '#domain/dates/calendar.ts';
import type { DateRange } from '#domain/dates/date-range.ts';
import type { AppDeps } from '../../app-deps.ts';
import { allow, readStaffBody, staffFailure } from '../../staff/index.ts';
import type { StaffEnv } from '../../staff/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { jsonOk } from '../../http/responses.ts';
import type { AvailabilityOutcome, VersionAuthor } from '../../catalogue/index.ts';
import { versionJson } from './office-catalogue.ts';
import { rowIdParam, schoolId } from './route-ids.ts';

/** The period named in the address (…/periods/:start/:end), else 404. */
function periodParam(c: Context): DateRange {
  const start = c.req.param('start') ?? '';
  const end = c.req.param('end') ?? '';
  if (!isIsoDate(start) || !isIsoDate(end))
    throw new ApiError(404, `no fully booked period ${start} to ${end}: name it by its dates, YYYY-MM-DD`, 'period');
  return { start, end };
}

const author = (c: Context<StaffEnv>): VersionAuthor => ({ staffId: c.get('staff').id, author: c.get('staff').name });

function answer(c: Context, outcome: AvailabilityOutcome) {
  switch (outcome.kind) {
    case 'notFound':
      return staffFailure(c, 404, `no school with id ${c.req.param('id')}`, 'id');
    case 'noHousing':
      return staffFailure(c, 404, `this school has no housing ${outcome.accommodationId}`, 'housing');
    case 'noPeriod':
      return staffFailure(
        c,
        404,
        `the housing has no fully booked period ${outcome.period.start} to ${outcome.period.end} (it may have been changed since)`,
        'period',
      );
    case 'invalid':
    case 'fileInvalid': {
      const first = outcome.issues[0]!;
      return c.json(
        {
          success: false as const,
          error: { field: first.field, message: `${first.field} ${first.message}` },
          errors: outcome.issues,
        },
        outcome.kind === 'invalid' ? 400 : 409,
      );
    }
    case 'unchanged':
      return jsonOk(c, { published: false, version: outcome.version, housing: outcome.housing });
    case 'published':
      return jsonOk(c, {
        published: true,
        catalogueVersion: outcome.catalogueVersion,
        ...versionJson(outcome.version),
        housing: outcome.housing,
        draft: outcome.draft,
      });
  }
}

/**
 * /api/office/catalogue/schools/:id/availability (issue 31), for catalogue.edit: every housing's
 * fully booked periods, and adding, changing (its dates) and removing one. Each edit is published
 * at once as a version of its own and reaches the pricing API with the catalogue version's
 * announcement; a draft of the school gets the same edit.
 */
export function officeCatalogueAvailabilityRoutes({ office }: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>({ strict: false });
  const editor = office.availability;
  const permission = allow('catalogue.edit');

  const edit = async (c: Context<StaffEnv>, change: AvailabilityChange) =>
    answer(c, await editor.change(schoolId(c), rowIdParam(c, 'housing', 'housing'), change, author(c)));

  app.get('/schools/:id/availability', permission, async (c) => {
    const school = await editor.school(schoolId(c));
    if (!school) return staffFailure(c, 404, `no school with id ${c.req.param('id')}`, 'id');
    return jsonOk(c, school);
  });
  app.post('/schools/:id/availability/:housing/periods', permission, async (c) =>
    edit(c, { kind: 'add', to: await readStaffBody(c, periodSchema) }),
  );
  app.put('/schools/:id/availability/:housing/periods/:start/:end', permission, async (c) => {
    const period = periodParam(c);
    return edit(c, { kind: 'change', period, to: await readStaffBody(c, periodSchema) });
  });
  app.delete('/schools/:id/availability/:housing/periods/:start/:end', permission, async (c) =>
    edit(c, { kind: 'remove', period: periodParam(c) }),
  );
  return app;
}
