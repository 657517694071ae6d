const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON merge patch (RFC 7386) applied to a document: the patch's fields replace the document's,
 * objects are merged key by key, `null` removes a field, and an array is replaced whole. The
 * document is not changed; the result is a new one.
 */
export function applyMergePatch(document: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Record<string, unknown> = isObject(document) ? { ...document } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result;
}
