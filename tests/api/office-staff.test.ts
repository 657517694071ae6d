import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, staffAuditLog, staffMembers } from '#server/db/schema.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type StaffJson = { id: string; email: string; name: string; role: string; disabled: boolean; createdAt: string };
type Envelope<T> = { success: true; data: T } | { success: false; error: { field?: string; message: string } };

describe.each(testDatabases)('the staff API on $kind', (database) => {
  let api: StaffTestApi;
  let adminId: string;
  let admin: string;
  beforeAll(async () => {
    api = await startStaffTestApi(database);
    adminId = await api.addStaff('root@linguatrips.test', 'administrator');
    admin = await api.signIn('root@linguatrips.test');
  });
  afterAll(() => api?.close());

  const list = async () => {
    const response = await fetch(`${api.baseUrl}/api/office/staff`, { headers: { cookie: admin } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    return ((await response.json()) as { data: StaffJson[] }).data;
  };
  const lastAudit = async () =>
    (await api.api.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1))[0];

  it('adds a staff member with a role named in any case, and mails them an invitation to choose a password', async () => {
    const response = await api.post(
      '/api/office/staff',
      { email: 'Nina@LinguaTrips.test', name: 'Nina Petrova', role: 'MANAGER' },
      { cookie: admin },
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: StaffJson };
    expect(data).toMatchObject({
      email: 'nina@linguatrips.test',
      name: 'Nina Petrova',
      role: 'manager',
      disabled: false,
    });
    expect((await list()).map((member) => member.email)).toEqual(['nina@linguatrips.test', 'root@linguatrips.test']);
    const [invitation] = await api.api.db.select().from(mails).where(eq(mails.recipient, 'nina@linguatrips.test'));
    expect(invitation).toMatchObject({
      kind: 'staff-invitation',
      status: 'queued',
      subject: 'Your LinguaTrips office account',
    });
    expect(invitation!.textBody).toMatch(/\/office\/reset-password\/\?token=/);
    expect(await lastAudit()).toMatchObject({
      action: 'staff-added',
      actorId: adminId,
      subjectId: data.id,
      email: 'nina@linguatrips.test',
      detail: { role: 'manager', by: 'office' },
    });
    // No password was set by anyone: Nina cannot sign in until she chooses one.
    expect(
      (await api.post('/api/auth/sign-in', { email: 'nina@linguatrips.test', password: 'any password at all' })).status,
    ).toBe(401);
  });

  it('refuses an address already on the staff (409) and bad input (400 naming the field)', async () => {
    const again = await api.post(
      '/api/office/staff',
      { email: 'nina@linguatrips.test', name: 'Nina', role: 'manager' },
      { cookie: admin },
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      error: { field: 'email', message: 'a staff member with this e-mail address exists already' },
    });
    const badRole = await api.post(
      '/api/office/staff',
      { email: 'olga@linguatrips.test', name: 'Olga', role: 'owner' },
      { cookie: admin },
    );
    expect(badRole.status).toBe(400);
    expect(await badRole.json()).toEqual({
      success: false,
      error: { field: 'role', message: 'role must be administrator, manager or content-editor' },
    });
    expect(
      (await api.post('/api/office/staff', { email: 'olga@', name: 'Olga', role: 'manager' }, { cookie: admin }))
        .status,
    ).toBe(400);
  });

  it('changes a role, compared without case, and audits the old and new role', async () => {
    const nina = (await list()).find((member) => member.email === 'nina@linguatrips.test')!;
    const response = await api.post(`/api/office/staff/${nina.id}/role`, { role: 'Administrator' }, { cookie: admin });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Envelope<StaffJson>).success).toBe(true);
    expect(
      (await api.api.db.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.id, nina.id)))[0]!
        .role,
    ).toBe('administrator');
    expect(await lastAudit()).toMatchObject({
      action: 'role-changed',
      actorId: adminId,
      subjectId: nina.id,
      detail: { from: 'manager', to: 'administrator' },
    });
    await api.post(`/api/office/staff/${nina.id}/role`, { role: 'manager' }, { cookie: admin });
  });

  it('disables a staff member: their sessions end and they cannot sign in; enabling lets them back', async () => {
    const ivanId = await api.addStaff('ivan@linguatrips.test', 'manager');
    const ivan = await api.signIn('ivan@linguatrips.test');
    const disabled = await api.post(`/api/office/staff/${ivanId}/disable`, undefined, { cookie: admin });
    expect(disabled.status).toBe(200);
    expect(((await disabled.json()) as { data: StaffJson }).data.disabled).toBe(true);
    expect(await (await fetch(`${api.baseUrl}/api/me`, { headers: { cookie: ivan } })).json()).toEqual({
      success: true,
      data: null,
    });
    expect(
      (
        await api.post('/api/auth/sign-in', {
          email: 'ivan@linguatrips.test',
          password: 'correct horse battery staple',
        })
      ).status,
    ).toBe(401);
    expect(await lastAudit()).toMatchObject({
      action: 'sign-in-failed',
      email: 'ivan@linguatrips.test',
      detail: { reason: 'disabled' },
    });
    expect((await api.post(`/api/office/staff/${ivanId}/enable`, undefined, { cookie: admin })).status).toBe(200);
    await api.signIn('ivan@linguatrips.test');
    const actions = (await api.api.db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, ivanId))).map(
      (row) => row.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['staff-disabled', 'staff-enabled']));
  });

  it('keeps at least one active administrator, and nobody disables themselves', async () => {
    const self = await api.post(`/api/office/staff/${adminId}/disable`, undefined, { cookie: admin });
    expect(self.status).toBe(409);
    const demote = await api.post(`/api/office/staff/${adminId}/role`, { role: 'manager' }, { cookie: admin });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toEqual({
      success: false,
      error: { message: 'the office needs at least one active administrator' },
    });
    expect((await api.post('/api/office/staff/no-such-id/role', { role: 'manager' }, { cookie: admin })).status).toBe(
      404,
    );
  });
});
