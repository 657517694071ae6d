import { createHash } from 'node:crypto';
import { schoolSectionValues } from '#domain/catalogue/school-form.ts';
import type { SchoolFormSection } from '#domain/catalogue/school-form-sections.ts';

/**
 * What a section of a school's draft (or published file) holds, as a short fingerprint: a form
 * carries the one it was drawn from, so a save can tell that someone else saved the same part
 * since (saveSchoolSection), rather than silently overwrite their work. Other sections' changes
 * do not count: each save writes only its own section into the draft as it is then.
 */
export function sectionStamp(section: SchoolFormSection, document: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(schoolSectionValues(section, document)))
    .digest('base64url')
    .slice(0, 22);
}
