/** One changed field between two JSON documents: its path (`courses.0.name.en`) and its values. */
export interface FieldChange {
  path: string;
  /** Absent when the field did not exist before. */
  before?: unknown;
  /** Absent when the field is gone after. */
  after?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What changed from one JSON document to another, as the smallest fields that differ: objects
 * are compared key by key and arrays item by item, so a raised price is one change
 * (`courses.0.courseWeeks.1.prices.0.pricePerWeek: 260 → 280`) and an added housing is one change
 * whose `after` is the whole housing. Paths are in document order (before's keys, then new ones).
 */
export function diffDocuments(before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = [];
  walk(before, after, '', changes);
  return changes;
}

function walk(before: unknown, after: unknown, path: string, changes: FieldChange[]): void {
  const at = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) {
      if (key in after) walk(before[key], after[key], at(key), changes);
      else changes.push({ path: at(key), before: before[key] });
    }
    for (const key of Object.keys(after)) if (!(key in before)) changes.push({ path: at(key), after: after[key] });
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const shared = Math.min(before.length, after.length);
    for (let index = 0; index < shared; index += 1) walk(before[index], after[index], at(index), changes);
    for (let index = shared; index < before.length; index += 1)
      changes.push({ path: at(index), before: before[index] });
    for (let index = shared; index < after.length; index += 1) changes.push({ path: at(index), after: after[index] });
    return;
  }
  if (before !== after) changes.push({ path, before, after });
}
