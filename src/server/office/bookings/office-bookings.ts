import type { BookingStatus } from '#domain/booking/booking-status.ts';
import type { BookingView } from '#domain/booking/booking-view.ts';
import type { BookingListQuery } from '#domain/office/booking-list-query.ts';
import type { BookingChangeDecision, BookingStatusChange } from '#domain/office/booking-status-change.ts';
import type { BookingChangeView } from '#domain/booking-change/booking-change-view.ts';
import type { BookingEventRow } from '#server/bookings/index.ts';
import type { MailRow } from '#server/mail/index.ts';
import type { OfficeBookingListRow } from '#server/office/queries/office-booking-list-sql.ts';
import type { StaffMember } from '#server/staff/index.ts';

/** A booking as the office's detail page shows it: everything stored, its history and its mails. */
export interface OfficeBookingDetail {
  id: number;
  view: BookingView;
  schoolId: number;
  /** Whether the school is still in the catalogue (its office and public pages exist). */
  schoolListed: boolean;
  /** The booking page's address (the visitor's private link). */
  pageUrl: string;
  /** The booked cart opened again on the school page. */
  cartUrl: string;
  statusChangedAt: Date | null;
  cancellationNote: string | null;
  /** The latest change request the visitor sent, whatever its state, or null. */
  change: BookingChangeView | null;
  events: BookingEventRow[];
  mails: MailRow[];
}

export type ChangeStatusOutcome =
  | { kind: 'changed'; booking: OfficeBookingDetail; mailQueued: boolean }
  | { kind: 'notFound' }
  /** The workflow does not lead from its state to the one asked for. */
  | { kind: 'notAllowed'; from: BookingStatus; to: BookingStatus }
  /** Someone moved it while the page was open; nothing was changed. */
  | { kind: 'changedMeanwhile'; status: BookingStatus }
  | { kind: 'mailUnavailable' };

export type DecideChangeOutcome =
  | { kind: 'decided'; booking: OfficeBookingDetail }
  | { kind: 'notFound' }
  /** Not the booking's pending change: decided or withdrawn meanwhile. */
  | { kind: 'notPending' }
  /** Cancelled or completed meanwhile: a change can no longer be applied. */
  | { kind: 'closed'; status: BookingStatus }
  | { kind: 'mailUnavailable' };

export type ResendBookingMailOutcome =
  { kind: 'queued'; mailId: number } | { kind: 'notFound' } | { kind: 'private' } | { kind: 'mailUnavailable' };

export type AddNoteOutcome = { kind: 'added'; event: BookingEventRow } | { kind: 'notFound' };

/** The office's bookings: the list, one booking, its workflow and its notes. */
export interface OfficeBookings {
  list(query: BookingListQuery): Promise<{ rows: OfficeBookingListRow[]; total: number }>;
  /** The list's filters and order, every matching row, a batch at a time (the CSV export). */
  each(query: BookingListQuery): AsyncGenerator<OfficeBookingListRow[]>;
  /** The schools the list can be filtered by. */
  schools(): Promise<{ id: number; name: string }[]>;
  find(id: number): Promise<OfficeBookingDetail | null>;
  changeStatus(id: number, change: BookingStatusChange, actor: StaffMember): Promise<ChangeStatusOutcome>;
  /** Accepts (applies) or refuses the visitor's pending change request, with the visitor's mail. */
  decideChange(id: number, decision: BookingChangeDecision, actor: StaffMember): Promise<DecideChangeOutcome>;
  addNote(id: number, text: string, actor: StaffMember): Promise<AddNoteOutcome>;
  /** Sends one of the booking's mails again, as a new mail signed by the staff member, and records it in the history. */
  resendMail(id: number, mailId: number, actor: StaffMember): Promise<ResendBookingMailOutcome>;
}
