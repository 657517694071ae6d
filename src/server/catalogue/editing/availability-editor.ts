import type { AvailabilityChange } from '#domain/catalogue/availability/availability-change.ts';
import type { AvailabilityIssue } from '#domain/catalogue/availability/availability-change-issues.ts';
import type { DateRange } from '#domain/dates/date-range.ts';
import type { ContentIssue } from '../content/check-school-file.ts';
import type { SchoolVersionRow } from '../queries/list-school-versions.ts';
import type { VersionAuthor } from './publish-school-source.ts';

export type { AvailabilityChange, AvailabilityIssue };

/** One housing of a school as the availability page shows it: its name and fully booked periods, in date order. */
export interface HousingAvailability {
  id: number;
  name: string;
  periods: DateRange[];
}

/** A school's published availability, and its draft's state (an edit is made to both). */
export interface SchoolAvailability {
  id: number;
  slug: string;
  name: string;
  /** The published version's number (0: as seeded). */
  version: number;
  draft: { baseVersion: number; author: string } | null;
  /** The editor's day (YYYY-MM-DD): a period must end on it or later. */
  today: string;
  accommodations: HousingAvailability[];
}

export type AvailabilityOutcome =
  | { kind: 'notFound' }
  | { kind: 'noHousing'; accommodationId: number }
  /** The period to change or remove is not (any more) one of the housing's. */
  | { kind: 'noPeriod'; period: DateRange }
  | { kind: 'invalid'; issues: AvailabilityIssue[] }
  /** The school file with the edit failed the loader's check (only a file broken elsewhere can). */
  | { kind: 'fileInvalid'; issues: ContentIssue[] }
  | { kind: 'unchanged'; version: number; housing: HousingAvailability }
  | {
      kind: 'published';
      version: SchoolVersionRow;
      catalogueVersion: number;
      housing: HousingAvailability;
      /** What happened to the school's draft: the edit made to it too, or none to make. */
      draft: 'none' | 'updated' | 'housingNotInDraft';
    };

/**
 * A housing's fully booked periods, edited in the catalogue office (issue 31). Availability is
 * operational: an edit is published at once as its own version (kind 'availability') and bumps the
 * catalogue version, so every API instance refuses the closed dates within a second, without a
 * rebuild; a draft of the school gets the same edit. Access is checked before it is called
 * (catalogue.edit).
 */
export interface AvailabilityEditor {
  /** Null for an id that names no school. */
  school(id: number): Promise<SchoolAvailability | null>;
  change(
    id: number,
    accommodationId: number,
    change: AvailabilityChange,
    by: VersionAuthor,
  ): Promise<AvailabilityOutcome>;
}
