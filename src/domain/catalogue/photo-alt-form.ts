import { z } from 'zod';
import { CULTURES } from '../culture.ts';
import { MAX_PHOTO_ALT_LENGTH } from '../photos/catalogue-photo-rules.ts';
import type { LocalizedText } from './primitives.ts';

/** The form field of a photo's alt text in a culture: alt.en, alt.de … */
export const altField = (culture: string) => `alt.${culture}`;

const altText = z
  .string()
  .trim()
  .max(MAX_PHOTO_ALT_LENGTH, { error: `must be at most ${MAX_PHOTO_ALT_LENGTH} characters` });

/**
 * A photo's alt texts as a form sends them (alt.en, alt.de …, blank for none): the texts per
 * culture, none when every field is blank, or the field that is wrong. English is required of
 * an upload, and of any photo described in another language, as every culture falls back to it.
 */
export function readPhotoAlt(
  fields: Readonly<Record<string, unknown>>,
  englishRequired: boolean,
): { ok: true; alt: LocalizedText | undefined } | { ok: false; field: string; message: string } {
  const alt: LocalizedText = {};
  for (const culture of CULTURES) {
    const value = fields[altField(culture)];
    if (value === undefined || value === null) continue;
    const parsed = altText.safeParse(typeof value === 'string' ? value : String(value));
    if (!parsed.success) return { ok: false, field: altField(culture), message: parsed.error.issues[0]!.message };
    if (parsed.data !== '') alt[culture] = parsed.data;
  }
  const any = Object.keys(alt).length > 0;
  if (alt.en === undefined && (englishRequired || any))
    return {
      ok: false,
      field: altField('en'),
      message: englishRequired
        ? 'an uploaded photo needs an English alt text: say what it shows'
        : 'needs an English text, as every other language falls back to it',
    };
  return { ok: true, alt: any ? alt : undefined };
}
