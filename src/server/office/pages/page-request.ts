// What an office page reads from its request: the posted fields, zod's first complaint about them, and the client IP.
import type { z } from 'zod';
import type { StaffService } from '../../staff/index.ts';

/** The first problem zod found, as the field it is about and a sentence for the form. */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0]!;
  const message = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
  return { field: issue.path.map(String).join('.'), message: `${message}.` };
}

/** A posted form field as text ('' when missing or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The client IP of an office page's request (the connection, or X-Forwarded-For by TRUST_PROXY). */
export function pageIp(staff: StaffService, request: Request, clientAddress: string): string {
  return staff.clientIp(request.headers.get('x-forwarded-for'), clientAddress);
}
