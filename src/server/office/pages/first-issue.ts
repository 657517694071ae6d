import type { z } from 'zod';

/** The first problem zod found, as the field it is about and a sentence for the form. */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0]!;
  const message = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
  return { field: issue.path.map(String).join('.'), message: `${message}.` };
}
