import { Hono } from 'hono';
import { newStaffSchema, roleChangeSchema } from '#domain/staff/staff-fields.ts';
import type { AppDeps } from '../../app-deps.ts';
import { allow, appendSetCookies, readStaffBody, requireStaff, staffFailure } from '../../staff/index.ts';
import type { StaffEnv, StaffMemberRow, UpdateStaffOutcome } from '../../staff/index.ts';
import { jsonOk } from '../../http/responses.ts';
import { officeBookingRoutes } from './office-bookings.ts';
import { officeCatalogueRoutes } from './office-catalogue.ts';
import { officeCatalogueTranslationRoutes } from './office-catalogue-translations.ts';
import { officeCatalogueDocumentRoutes } from './office-catalogue-documents.ts';
import { officeCataloguePhotoRoutes } from './office-catalogue-photos.ts';
import { officeCatalogueAvailabilityRoutes } from './office-catalogue-availability.ts';
import { officeCatalogueTermsRoutes } from './office-catalogue-terms.ts';
import { officeLeadsRoutes } from './office-leads.ts';
import { officeMailRoutes } from './office-mail.ts';
import { officeNewsletterRoutes } from './office-newsletter.ts';
import { officeQuotesRoutes } from './office-quotes.ts';
import type { Context } from 'hono';
import { officeReviewsRoutes } from './office-reviews.ts';
import { officeSchoolsRoutes } from './office-schools.ts';

const staffJson = (row: StaffMemberRow) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The staff API, /api/office/…: every route is behind requireStaff (a session, else 401; this
 * site's Origin for changes, else 403) and names its permission with allow() (else 403).
 * Changes are POSTs. tests/api/office-access.test.ts walks every route registered here.
 */
export function officeRoutes(deps: AppDeps): Hono {
  const { staff } = deps;
  const app = new Hono<StaffEnv>({ strict: false });
  app.use('*', requireStaff(staff));

  app.post('/sign-out-everywhere', allow('office.enter'), async (c) => {
    const { setCookies, ended } = await staff.signOut(
      c.get('staff'),
      { headers: c.req.raw.headers, ip: c.get('ip') },
      { everywhere: true },
    );
    appendSetCookies(c, setCookies);
    return jsonOk(c, { signedOut: true, otherSessionsEnded: ended });
  });

  app.get('/staff', allow('staff.manage'), async (c) => jsonOk(c, (await staff.list()).map(staffJson)));

  app.post('/staff', allow('staff.manage'), async (c) => {
    const input = await readStaffBody(c, newStaffSchema);
    const outcome = await staff.add(input, { actor: c.get('staff'), ip: c.get('ip'), invite: true });
    if (outcome.kind === 'exists')
      return staffFailure(c, 409, 'a staff member with this e-mail address exists already', 'email');
    if (outcome.kind === 'mailUnavailable')
      return staffFailure(c, 503, 'mail cannot be sent from this server at the moment, so no invitation can go out');
    return c.json({ success: true as const, data: staffJson(outcome.member) }, 201);
  });

  const answerUpdate = (c: Context<StaffEnv>, outcome: UpdateStaffOutcome) => {
    if (outcome.kind === 'notFound') return staffFailure(c, 404, 'no staff member with this id');
    if (outcome.kind === 'lastAdministrator')
      return staffFailure(c, 409, 'the office needs at least one active administrator');
    if (outcome.kind === 'self') return staffFailure(c, 409, 'you cannot disable your own account');
    return jsonOk(c, staffJson(outcome.member));
  };
  app.post('/staff/:id/role', allow('staff.manage'), async (c) => {
    const { role } = await readStaffBody(c, roleChangeSchema);
    return answerUpdate(c, await staff.update(c.req.param('id'), { role }, c.get('staff'), c.get('ip')));
  });
  app.post('/staff/:id/disable', allow('staff.manage'), async (c) =>
    answerUpdate(c, await staff.update(c.req.param('id'), { disabled: true }, c.get('staff'), c.get('ip'))),
  );
  app.post('/staff/:id/enable', allow('staff.manage'), async (c) =>
    answerUpdate(c, await staff.update(c.req.param('id'), { disabled: false }, c.get('staff'), c.get('ip'))),
  );

  app.route('/bookings', officeBookingRoutes(deps));
  app.route('/mail', officeMailRoutes(deps));
  app.route('/newsletter', officeNewsletterRoutes(deps));
  app.route('/reviews', officeReviewsRoutes(deps));
  app.route('/schools', officeSchoolsRoutes(deps));
  app.route('/quotes', officeQuotesRoutes(deps));
  app.route('/leads', officeLeadsRoutes(deps));
  app.route('/catalogue', officeCatalogueRoutes(deps));
  app.route('/catalogue', officeCatalogueTranslationRoutes(deps));
  app.route('/catalogue', officeCatalogueDocumentRoutes(deps));
  app.route('/catalogue', officeCataloguePhotoRoutes(deps));
  app.route('/catalogue', officeCatalogueAvailabilityRoutes(deps));
  app.route('/catalogue', officeCatalogueTermsRoutes(deps));

  // Anything else under /api/office: still 401 without a session (requireStaff ran), else 404.
  app.all('*', (c) => staffFailure(c, 404, `no API at ${c.req.method} ${new URL(c.req.url).pathname}`));
  return app as unknown as Hono;
}
