import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { can } from '#domain/staff/staff-permission.ts';
import { allow, staffFailure } from '../../staff/index.ts';
import type { StaffEnv } from '../../staff/index.ts';
import { jsonOk } from '../../http/responses.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { moderationReviewJson } from './office-reviews.ts';
import { schoolId } from './route-ids.ts';

const directoryQuery = z.object({ q: z.string().max(100, { error: 'q must be at most 100 characters' }).default('') });

/** /api/office/schools: the schools to find one (GET ?q=), and one school as the office sees it, for any staff. */
export function officeSchoolsRoutes({ office }: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>({ strict: false });
  app.get('/', allow('office.enter'), async (c) =>
    jsonOk(c, await office.schools.list(parseQuery(directoryQuery, c.req.query()).q)),
  );
  app.get('/:id', allow('office.enter'), async (c) => {
    const { role } = c.get('staff');
    const view = await office.schools.view(schoolId(c), {
      bookings: can(role, 'bookings.manage'),
      reviews: can(role, 'reviews.moderate'),
    });
    if (!view) return staffFailure(c, 404, `no school with id ${c.req.param('id')}`, 'id');
    const { doc, updatedAt, ...school } = view.school;
    const reviews = view.reviews ?? [];
    const photos = await office.reviews.photos(reviews.map((review) => review.id));
    return jsonOk(c, {
      ...view,
      school: { ...school, updatedAt: updatedAt.toISOString(), doc },
      reviews: view.reviews && reviews.map((review) => moderationReviewJson(review, photos.get(review.id))),
    });
  });
  return app;
}
