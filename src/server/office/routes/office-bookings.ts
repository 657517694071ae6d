import { Hono, type Context } from 'hono';
import { readBookingListQuery } from '#domain/office/booking-list-query.ts';
import { parseRowId } from '#domain/office/parse-row-id.ts';
import {
  bookingChangeDecisionSchema,
  bookingNoteSchema,
  bookingStatusChangeSchema,
  resendMailSchema,
} from '#domain/office/booking-status-change.ts';
import type { AppDeps } from '../../app-deps.ts';
import { allow, readStaffBody, staffFailure } from '../../staff/index.ts';
import type { StaffEnv } from '../../staff/index.ts';
import { jsonOk } from '../../http/responses.ts';
import { isoDay } from '../../clock.ts';
import { bookingsCsv } from '../bookings/bookings-csv.ts';
import { officeBookingJson, officeBookingListJson } from '../bookings/office-booking-json.ts';
import type { ChangeStatusOutcome } from '../bookings/office-bookings.ts';

const bookingId = (c: Context): number | null => parseRowId(c.req.param('id'));

/**
 * /api/office/bookings: the list with the office page's filters (same query keys), its CSV, one
 * booking with its history and mails, status changes, change-request decisions and notes. Mounted behind requireStaff.
 */
export function officeBookingRoutes({ office, clock }: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>({ strict: false });
  const { bookings } = office;

  app.get('/', allow('bookings.manage'), async (c) => {
    const read = readBookingListQuery(new URL(c.req.url).searchParams);
    if (!read.ok) return staffFailure(c, 400, read.message, read.field);
    const { rows, total } = await bookings.list(read.query);
    return jsonOk(c, { total, page: read.query.page, size: read.query.size, items: rows.map(officeBookingListJson) });
  });

  app.get('/export.csv', allow('bookings.manage'), (c) => {
    const read = readBookingListQuery(new URL(c.req.url).searchParams);
    if (!read.ok) return staffFailure(c, 400, read.message, read.field);
    return bookingsCsv(bookings.each(read.query), isoDay(clock()));
  });

  app.get('/:id', allow('bookings.manage'), async (c) => {
    const id = bookingId(c);
    const booking = id === null ? null : await bookings.find(id);
    if (!booking) return staffFailure(c, 404, 'no booking with this number');
    return jsonOk(c, officeBookingJson(booking));
  });

  app.post('/:id/status', allow('bookings.manage'), async (c) => {
    const id = bookingId(c);
    if (id === null) return staffFailure(c, 404, 'no booking with this number');
    const change = await readStaffBody(c, bookingStatusChangeSchema);
    return answerStatusChange(c, await bookings.changeStatus(id, change, c.get('staff')));
  });

  app.post('/:id/change', allow('bookings.manage'), async (c) => {
    const id = bookingId(c);
    if (id === null) return staffFailure(c, 404, 'no booking with this number');
    const decision = await readStaffBody(c, bookingChangeDecisionSchema);
    const outcome = await bookings.decideChange(id, decision, c.get('staff'));
    switch (outcome.kind) {
      case 'notFound':
        return staffFailure(c, 404, 'no booking with this number');
      case 'notPending':
        return staffFailure(
          c,
          409,
          'this change request is not waiting any more: it was decided or withdrawn meanwhile',
          'changeId',
        );
      case 'closed':
        return staffFailure(c, 409, `a booking that is ${outcome.status} cannot be changed`);
      case 'mailUnavailable':
        return staffFailure(c, 503, 'mail cannot be sent from this server at the moment, so nothing was decided');
      case 'decided':
        return jsonOk(c, officeBookingJson(outcome.booking));
    }
  });

  app.post('/:id/notes', allow('bookings.manage'), async (c) => {
    const id = bookingId(c);
    if (id === null) return staffFailure(c, 404, 'no booking with this number');
    const { text } = await readStaffBody(c, bookingNoteSchema);
    const outcome = await bookings.addNote(id, text, c.get('staff'));
    if (outcome.kind === 'notFound') return staffFailure(c, 404, 'no booking with this number');
    return c.json(
      {
        success: true as const,
        data: { id: outcome.event.id, at: outcome.event.at.toISOString(), text: outcome.event.text },
      },
      201,
    );
  });

  app.post('/:id/resend-mail', allow('bookings.manage'), async (c) => {
    const id = bookingId(c);
    if (id === null) return staffFailure(c, 404, 'no booking with this number');
    const { mailId } = await readStaffBody(c, resendMailSchema);
    const outcome = await bookings.resendMail(id, mailId, c.get('staff'));
    if (outcome.kind === 'notFound') return staffFailure(c, 404, 'this booking has no mail with this id', 'mailId');
    if (outcome.kind === 'private')
      return staffFailure(c, 409, 'this mail holds a private link and cannot be copied', 'mailId');
    if (outcome.kind === 'mailUnavailable')
      return staffFailure(c, 503, 'mail cannot be sent from this server at the moment');
    return c.json({ success: true as const, data: { mailId: outcome.mailId } }, 201);
  });

  return app;
}

function answerStatusChange(c: Context<StaffEnv>, outcome: ChangeStatusOutcome) {
  switch (outcome.kind) {
    case 'notFound':
      return staffFailure(c, 404, 'no booking with this number');
    case 'notAllowed':
      return staffFailure(c, 409, `a booking that is ${outcome.from} cannot become ${outcome.to}`, 'to');
    case 'changedMeanwhile':
      return staffFailure(c, 409, `someone else changed this booking meanwhile: it is ${outcome.status} now`);
    case 'mailUnavailable':
      return staffFailure(c, 503, 'mail cannot be sent from this server at the moment, so nothing was changed');
    case 'changed':
      return jsonOk(c, { ...officeBookingJson(outcome.booking), mailQueued: outcome.mailQueued });
  }
}
