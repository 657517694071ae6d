import type { z } from 'zod';

/** A field of the form and what is wrong with it. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The problems of a zod result, one per field (the first of each), in the order of the issues. */
export function fieldProblems(error: z.ZodError): FieldProblem[] {
  const seen = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}
