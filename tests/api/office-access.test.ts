// Every /api/office route, found on the running app (so a route added later is walked too), must
// answer 401 without a session, 403 to a role its permission does not cover and to a change from
// another site, and neither to a role it does cover.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, STAFF_PERMISSIONS, type StaffPermission } from '#domain/staff/staff-permission.ts';
import { STAFF_ROLES, type StaffRole } from '#domain/staff/staff-role.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

// Each walk calls every route once a role (three roles, several sessions signed in with scrypt):
// over a minute on a busy machine, which the project's default would cut short.
const WALK_TIMEOUT = 180_000;

interface OfficeRoute {
  method: string;
  path: string;
  permission: StaffPermission | undefined;
}

/** The permission a route's allow() check carries (read off the handler, or the handler Hono wrapped). */
function permissionOf(handler: unknown): StaffPermission | undefined {
  const candidates = [handler, (handler as Record<string, unknown>)?.['__COMPOSED_HANDLER']];
  for (const candidate of candidates) {
    const permission = (candidate as { permission?: unknown } | undefined)?.permission;
    if (typeof permission === 'string' && (STAFF_PERMISSIONS as readonly string[]).includes(permission))
      return permission as StaffPermission;
  }
  return undefined;
}

function officeRoutes(api: StaffTestApi): OfficeRoute[] {
  const routes = new Map<string, OfficeRoute>();
  for (const route of api.api.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/office/')) continue;
    const key = `${route.method} ${route.path}`;
    const entry = routes.get(key) ?? { method: route.method, path: route.path, permission: undefined };
    entry.permission ??= permissionOf(route.handler);
    routes.set(key, entry);
  }
  return [...routes.values()];
}

describe.each(testDatabases)('every /api/office route on $kind', (database) => {
  let api: StaffTestApi;
  let targetId: string;
  const emailOf = (role: StaffRole) => `walk-${role}@linguatrips.test`;
  beforeAll(async () => {
    api = await startStaffTestApi(database);
    for (const role of STAFF_ROLES) await api.addStaff(emailOf(role), role);
    await api.addStaff('walk-second-administrator@linguatrips.test', 'administrator');
    targetId = await api.addStaff('walk-target@linguatrips.test', 'manager');
  });
  afterAll(() => api?.close());

  const call = (route: OfficeRoute, options: { cookie?: string; origin?: string | null } = {}) => {
    const path = route.path
      .replace(/:id\b/g, targetId)
      .replace(/:version\b/g, '1')
      .replace(/:list\b/g, 'gallery')
      .replace(/:n\b/g, '1');
    const origin = options.origin === undefined ? api.baseUrl : options.origin;
    return fetch(`${api.baseUrl}${path}`, {
      method: route.method,
      headers: {
        ...(origin ? { origin } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      ...(route.method === 'GET' ? {} : { body: '{}' }),
    });
  };

  it('finds the office routes, each naming the permission it checks', () => {
    const routes = officeRoutes(api);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/office/staff',
        'POST /api/office/staff',
        'POST /api/office/staff/:id/role',
        'POST /api/office/sign-out-everywhere',
        // The chat's office side (issue 36).
        'GET /api/office/chat/conversations',
        'GET /api/office/chat/conversations/:id',
        'POST /api/office/chat/conversations/:id/messages',
        'POST /api/office/chat/conversations/:id/read',
        'POST /api/office/chat/conversations/:id/typing',
        'POST /api/office/chat/conversations/:id/assign',
        'POST /api/office/chat/conversations/:id/close',
        'POST /api/office/chat/conversations/:id/reopen',
        'GET /api/office/chat/templates',
        'GET /api/office/chat/events',
        // The catalogue office (issue 31).
        'GET /api/office/catalogue/schools',
        'POST /api/office/catalogue/schools',
        'GET /api/office/catalogue/schools/:id',
        'PUT /api/office/catalogue/schools/:id/draft',
        'PATCH /api/office/catalogue/schools/:id/draft',
        'DELETE /api/office/catalogue/schools/:id/draft',
        'POST /api/office/catalogue/schools/:id/publish',
        'GET /api/office/catalogue/schools/:id/versions',
        'POST /api/office/catalogue/schools/:id/versions/:version/restore',
        'POST /api/office/catalogue/schools/:id/price-lists/:list/copy',
        'POST /api/office/catalogue/import',
        'GET /api/office/catalogue/translations',
        'GET /api/office/catalogue/schools/:id/translations',
        'POST /api/office/catalogue/schools/:id/translations',
        'POST /api/office/catalogue/schools/:id/translations/confirm',
        'GET /api/office/catalogue/seo/translations',
        'POST /api/office/catalogue/seo/translations',
        'POST /api/office/catalogue/seo/translations/confirm',
        'GET /api/office/catalogue/schools/:id/photos',
        'POST /api/office/catalogue/schools/:id/photos/:list',
        'PUT /api/office/catalogue/schools/:id/photos/:list/:n',
        'PUT /api/office/catalogue/schools/:id/photos/:list/:n/alt',
        'POST /api/office/catalogue/schools/:id/photos/:list/:n/move',
        'DELETE /api/office/catalogue/schools/:id/photos/:list/:n',
        'GET /api/office/catalogue/schools/:id/availability',
        'POST /api/office/catalogue/schools/:id/availability/:housing/periods',
        'PUT /api/office/catalogue/schools/:id/availability/:housing/periods/:start/:end',
        'DELETE /api/office/catalogue/schools/:id/availability/:housing/periods/:start/:end',
        'GET /api/office/catalogue/documents',
        'GET /api/office/catalogue/holidays/:country',
        'PUT /api/office/catalogue/holidays/:country',
        'GET /api/office/catalogue/company',
        'PUT /api/office/catalogue/company',
        'GET /api/office/catalogue/places',
        'PUT /api/office/catalogue/places',
        'GET /api/office/catalogue/rates',
        'PUT /api/office/catalogue/rates',
        'GET /api/office/catalogue/visa/:country',
        'PUT /api/office/catalogue/visa/:country',
        'GET /api/office/catalogue/seo/english',
        'POST /api/office/catalogue/seo/english',
        'GET /api/office/catalogue/terms',
        'POST /api/office/catalogue/terms',
        'PUT /api/office/catalogue/terms/:name',
      ]),
    );
    for (const route of routes)
      expect(route.permission, `${route.method} ${route.path} has no allow(permission)`).toBeDefined();
  });

  it(
    'answers 401 to every office route without a session, from this site or not',
    async () => {
      for (const route of officeRoutes(api)) {
        expect((await call(route)).status, `${route.method} ${route.path}`).toBe(401);
        expect(
          (await call(route, { origin: null, cookie: 'lt-office.session_token=forged' })).status,
          `${route.method} ${route.path}`,
        ).toBe(401);
      }
    },
    WALK_TIMEOUT,
  );

  it('lets a content editor into the catalogue and nowhere else but the dashboard and school pages', () => {
    const open = officeRoutes(api)
      .filter((route) => can('content-editor', route.permission!))
      .map((route) => route.permission);
    expect(new Set(open)).toEqual(new Set(['office.enter', 'catalogue.edit']));
  });

  it(
    'answers 403 to every role the route is not for, and lets the roles it is for through',
    async () => {
      // One session a role (signing in is deliberately slow: scrypt), a fresh one after a route
      // that signs out everywhere, which ends the session it was called with.
      const sessions = new Map<StaffRole, string>();
      for (const route of officeRoutes(api)) {
        for (const role of STAFF_ROLES) {
          const cookie = sessions.get(role) ?? (await api.signIn(emailOf(role)));
          sessions.set(role, cookie);
          if (route.path.includes('sign-out')) sessions.delete(role);
          const { status } = await call(route, { cookie });
          if (can(role, route.permission!))
            expect([401, 403], `${role}: ${route.method} ${route.path} answered ${status}`).not.toContain(status);
          else expect(status, `${role}: ${route.method} ${route.path}`).toBe(403);
        }
      }
    },
    WALK_TIMEOUT,
  );

  it(
    'refuses every change that does not come from this site with 403, even with a session',
    async () => {
      // Refused before anything runs: the one session survives every call.
      const cookie = await api.signIn(emailOf('administrator'));
      for (const route of officeRoutes(api).filter((route) => route.method !== 'GET')) {
        expect(
          (await call(route, { cookie, origin: 'https://evil.example' })).status,
          `${route.method} ${route.path}`,
        ).toBe(403);
        expect((await call(route, { cookie, origin: null })).status, `${route.method} ${route.path}`).toBe(403);
      }
    },
    WALK_TIMEOUT,
  );

  it('answers 401 for an office address that does not exist, rather than saying so', async () => {
    expect((await fetch(`${api.baseUrl}/api/office/no-such-thing`)).status).toBe(401);
  });
});
