type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const housingsOf = (file: unknown): unknown[] =>
  isObject(file) && Array.isArray(file['accommodations']) ? file['accommodations'] : [];

/**
 * A school file being restored, with each of its housings' availability (`availabilityOptions`)
 * as the published file has it now, for every housing both have. Availability is not content to
 * go back to: the periods a school said were fully booked since that version are still fully
 * booked, and a restore that reopened them would sell beds that are gone. The calendar changes
 * them, as it did. The file itself when nothing differs (its bytes stay the version's).
 */
export function withCurrentAvailability(restored: unknown, published: unknown): unknown {
  const now = new Map<unknown, unknown>();
  for (const housing of housingsOf(published))
    if (isObject(housing)) now.set(housing['id'], housing['availabilityOptions']);
  let changed = false;
  const accommodations = housingsOf(restored).map((housing) => {
    if (!isObject(housing) || !now.has(housing['id'])) return housing;
    const current = now.get(housing['id']);
    if (JSON.stringify(current) === JSON.stringify(housing['availabilityOptions'])) return housing;
    changed = true;
    if (current !== undefined) return { ...housing, availabilityOptions: current };
    return Object.fromEntries(Object.entries(housing).filter(([key]) => key !== 'availabilityOptions'));
  });
  return changed && isObject(restored) ? { ...restored, accommodations } : restored;
}
