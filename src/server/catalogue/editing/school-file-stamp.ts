import { createHash } from 'node:crypto';
import type { EditedSchool } from './catalogue-editor.ts';
import { formatSchoolSource } from './school-source.ts';

/**
 * What a school's whole file (its draft, else the published file) holds, as a short fingerprint:
 * the JSON editor's page carries the one it was drawn from, and the API answers it as the ETag
 * that a PUT or PATCH sends back in If-Match, so a save after someone else's saves nothing
 * rather than silently replacing their work (as the section forms' sectionStamp does for a part).
 */
export function schoolFileStamp(school: Pick<EditedSchool, 'draft' | 'published'>): string {
  return createHash('sha256')
    .update(formatSchoolSource(school.draft?.file ?? school.published))
    .digest('base64url')
    .slice(0, 22);
}
