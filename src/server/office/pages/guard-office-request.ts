import { can } from '#domain/staff/staff-permission.ts';
import { OFFICE_SIGN_IN_PATH, officePageAccess } from '#domain/staff/office-page-access.ts';
import type { StaffService } from '../../staff/index.ts';

/** Where the office shows "not for your role" (rendered in place, with status 403). */
export const OFFICE_FORBIDDEN_PAGE = '/office/forbidden/';

export type OfficeGuard = { kind: 'pass' } | { kind: 'answer'; response: Response } | { kind: 'forbidden' };

/**
 * What the office's middleware does before any office page: a form posted from another site is
 * refused (403), an anonymous visitor is sent to sign in (303, coming back afterwards), a staff
 * member whose role the page's permission (office-page-access.ts) does not cover gets the 403
 * page. Only signing in and resetting a password are open to everyone.
 */
export async function guardOfficeRequest(
  staff: StaffService,
  request: Request,
  url: URL,
  ip: string,
): Promise<OfficeGuard> {
  if (!['GET', 'HEAD'].includes(request.method) && !staff.trustsOrigin(request)) {
    return {
      kind: 'answer',
      response: new Response('This form was not sent from the office.', {
        status: 403,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      }),
    };
  }
  const access = officePageAccess(url.pathname);
  if (access === 'public') return { kind: 'pass' };
  const member = await staff.signedIn(request, ip);
  if (!member) {
    const next = request.method === 'GET' ? `?next=${encodeURIComponent(url.pathname + url.search)}` : '';
    return {
      kind: 'answer',
      response: new Response(null, { status: 303, headers: { Location: `${OFFICE_SIGN_IN_PATH}${next}` } }),
    };
  }
  return can(member.role, access) ? { kind: 'pass' } : { kind: 'forbidden' };
}
