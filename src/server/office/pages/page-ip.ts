import type { StaffService } from '../../staff/index.ts';

/** The client IP of an office page's request (the connection, or X-Forwarded-For by TRUST_PROXY). */
export function pageIp(staff: StaffService, request: Request, clientAddress: string): string {
  return staff.clientIp(request.headers.get('x-forwarded-for'), clientAddress);
}
