import type { AstroGlobal } from 'astro';
import type { OfficeServices } from '../office-services.ts';
import type { StaffMember, StaffService } from '../../staff/index.ts';
import { pageIp } from './page-request.ts';

/** What a signed-in office page works with. */
export interface OfficePageSession {
  staff: StaffService;
  office: OfficeServices;
  /** The signed-in staff member, who acts in every change the page makes. */
  member: StaffMember;
  ip: string;
}

/**
 * The start of every signed-in office page: the server's services and who is signed in, or the
 * answer to give instead (503 on a server without the office; the sign-in page for a session
 * that ended between the middleware's check and this read, which the middleware made first).
 */
export async function officePageSession(
  astro: Pick<AstroGlobal, 'locals' | 'request' | 'clientAddress' | 'redirect'>,
): Promise<OfficePageSession | Response> {
  const { staff, office } = astro.locals;
  if (!staff || !office)
    return new Response('The office is not available on this server.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const ip = pageIp(staff, astro.request, astro.clientAddress);
  const member = await staff.signedIn(astro.request, ip);
  if (!member) return astro.redirect('/office/sign-in/', 303);
  return { staff, office, member, ip };
}
