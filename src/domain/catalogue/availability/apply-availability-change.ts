import { FULLY_BOOKED, isFullyBooked, type AvailabilityEntry } from './fully-booked-periods.ts';
import { changedFrom, changedTo, samePeriod, type AvailabilityChange } from './availability-change.ts';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEntry = (value: unknown): value is AvailabilityEntry =>
  isObject(value) && typeof value['start'] === 'string' && typeof value['end'] === 'string';

/**
 * A school file (as JSON, published or draft) with one availability edit made to its housing
 * `accommodationId`; null when the file has no such housing. Every other byte of the file's
 * meaning is kept: an added period is appended as `{ start, end, status: 10, fullyBooked: 10 }`,
 * a changed one keeps its other fields, a removed one goes. Applied to a draft, the edit wins over
 * what the draft says of the same period: the period being changed or removed goes if the draft
 * has it, and the new dates are added if the draft does not have them yet, so publishing the
 * draft later keeps the edit.
 */
export function applyAvailabilityChange(
  file: unknown,
  accommodationId: number,
  change: AvailabilityChange,
): JsonObject | null {
  if (!isObject(file) || !Array.isArray(file['accommodations'])) return null;
  const index = file['accommodations'].findIndex((housing) => isObject(housing) && housing['id'] === accommodationId);
  if (index < 0) return null;
  const housing = file['accommodations'][index] as JsonObject;
  const entries: unknown[] = Array.isArray(housing['availabilityOptions']) ? [...housing['availabilityOptions']] : [];
  const matches = (entry: unknown, period: { start: string; end: string }) =>
    isEntry(entry) && isFullyBooked(entry) && samePeriod(entry, period);
  const from = changedFrom(change);
  const to = changedTo(change);
  const at = from ? entries.findIndex((entry) => matches(entry, from)) : -1;
  if (to && entries.some((entry) => matches(entry, to))) {
    // The new dates are closed already (the draft had them): only the old period has to go.
    if (at >= 0) entries.splice(at, 1);
  } else if (to && at >= 0) entries[at] = { ...(entries[at] as JsonObject), start: to.start, end: to.end };
  else if (to) entries.push({ start: to.start, end: to.end, status: FULLY_BOOKED, fullyBooked: FULLY_BOOKED });
  else if (at >= 0) entries.splice(at, 1);
  const accommodations = [...file['accommodations']];
  accommodations[index] = { ...housing, availabilityOptions: entries };
  return { ...file, accommodations };
}
