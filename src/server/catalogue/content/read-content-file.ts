import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { z } from 'zod';
import { ContentError } from './content-error.ts';

/** Reads one JSON content file and validates it, naming the file and the first bad field. */
export function readContentFile<S extends z.ZodType>(path: string, schema: S, root: string): z.output<S> {
  const name = relative(root, path) || path;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ContentError(name, '', error instanceof Error ? error.message : String(error));
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const problem = issue.code === 'invalid_type' && issue.message.endsWith('received undefined') ? 'is required' : issue.message;
    throw new ContentError(name, issue.path.join('.'), problem);
  }
  return result.data;
}
