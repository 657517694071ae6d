import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { StaffRole } from '#domain/staff/staff-role.ts';
import { loadConfig } from '#server/config/env.ts';
import { findStaffByEmail } from '#server/staff/queries/find-staff-by-email.ts';
import { createStaffService } from '#server/staff/create-staff-service.ts';
import type { TestSite } from './start-site.ts';

export const OFFICE_PASSWORD = 'a long office passphrase';

/**
 * Adds a staff member with a password to the site's database, as `npm run staff:add` does. The
 * spec files of a worker share its site (support/test.ts): one that finds the member another
 * added gets that member, as long as the name and role are the ones it asked for.
 */
export async function addOfficeStaff(
  site: TestSite,
  email: string,
  role: StaffRole,
  name = email.split('@')[0]!,
): Promise<string> {
  const staff = createStaffService({
    db: site.server.db,
    config: loadConfig({ ENVIRONMENT_NAME: 'test' }),
    clock: () => new Date(),
    mails: { current: site.server.mailQueue },
  });
  const outcome = await staff.add(
    { email, name, role },
    { actor: null, ip: null, password: OFFICE_PASSWORD, invite: false },
  );
  if (outcome.kind === 'added') return outcome.member.id;
  const existing = outcome.kind === 'exists' ? await findStaffByEmail(site.server.db, email) : null;
  if (!existing || existing.name !== name || existing.role !== role)
    throw new Error(`could not add ${email}: ${outcome.kind}`);
  return existing.id;
}

/**
 * Every office page's and endpoint's address, read from src/pages/office (so one added later is walked too);
 * a [parameter] segment becomes 'x', an address that names nothing.
 */
export function officePagePaths(): string[] {
  const root = resolve(import.meta.dirname, '../../../src/pages');
  return (
    readdirSync(join(root, 'office'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.astro') || file.endsWith('.ts'))
      // A page is its folder's address; an endpoint (export.csv.ts) is its own name.
      .map((file) =>
        `/office/${file
          .replace(/\\/g, '/')
          .replace(/(^|\/)index\.astro$/, '$1')
          .replace(/\.astro$/, '/')
          .replace(/\.ts$/, '')}`.replace(/\[[^\]]+\]/g, 'x'),
      )
      .sort()
  );
}

/** The Cookie header a browser would send back for an answer's Set-Cookie headers. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0]!)
    .join('; ');
}
