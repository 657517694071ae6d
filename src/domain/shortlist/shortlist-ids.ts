/** How many schools the comparison puts side by side (issue 35). */
export const MAX_COMPARED = 4;

/** How many schools a shortlist keeps; the comparison takes the first MAX_COMPARED of them. */
export const MAX_SAVED = 12;

const ID = /^[1-9]\d{0,9}$/;

/**
 * Reads the `s` key of a comparison's address ("12,7,31"): school ids, in order, each once. A value
 * that is not a list of whole positive numbers, or that names more than `max` schools, is refused
 * with the reason, which the caller puts after the key's name.
 */
export function readSchoolIds(
  raw: string,
  max: number = MAX_COMPARED,
): { ok: true; ids: number[] } | { ok: false; problem: string } {
  const parts = raw.split(',').map((part) => part.trim());
  if (raw.trim() === '' || parts.some((part) => !ID.test(part)))
    return { ok: false, problem: 'must be school ids separated by commas' };
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > max) return { ok: false, problem: `names ${ids.length} schools; at most ${max} can be compared` };
  return { ok: true, ids };
}

/** The `s` value for a list of ids, as readSchoolIds reads it back. */
export const writeSchoolIds = (ids: readonly number[]): string => ids.join(',');
