import { sql } from 'drizzle-orm';
import type { Culture } from '#domain/culture.ts';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { FieldChange } from '#domain/catalogue/diff-documents.ts';
import { VISITOR_REVIEW_FIRST_ID } from '#domain/catalogue/visitor-review-first-id.ts';
import type { BookingSummary } from '#domain/booking/booking-summary.ts';
import type { CalcParams } from '#domain/booking/calc-params.ts';
import type { PriceAnswer } from '#domain/pricing/price-answer.ts';
import { BOOKING_CHANGE_STATUSES } from '#domain/booking-change/booking-change-view.ts';
import type { ChangePreview } from '#domain/booking-change/change-preview.ts';
import { STAFF_ROLES } from '#domain/staff/staff-role.ts';
import { BOOKING_STATUSES, CANCELLATION_REASONS } from '#domain/booking/booking-status.ts';
import { NEWSLETTER_STATUSES } from '#domain/newsletter/newsletter-status.ts';
import { REVIEW_PHOTO_FORMATS, REVIEW_PHOTO_KINDS } from '#domain/reviews/review-terms.ts';

/**
 * Visitor reviews take ids from here; content reviews keep the ids the content team gave them,
 * which stay below this start, so the two never collide.
 */
export const visitorReviewIds = pgSequence('visitor_review_id_seq', { startWith: VISITOR_REVIEW_FIRST_ID });

/** One row per school file; `doc` is the validated school with money in minor units. */
export const schools = pgTable('schools', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  city: text('city').notNull(),
  languages: text('languages').array().notNull(),
  programmeTypes: text('programme_types').array().notNull(),
  currency: text('currency').notNull(),
  popularity: integer('popularity').notNull(),
  doc: jsonb('doc').$type<SchoolContent>().notNull(),
  /**
   * The school's content file as it was written (seeded, imported or published from the office),
   * byte for byte: what `npm run catalogue:export` writes back. `doc` is derived from it. Null only
   * for a row seeded before the column existed, until the next seed.
   */
  source: text('source'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A school's unpublished edits from the office (issue 31): the whole content file, valid by the
 * loader's rules (nothing invalid is saved), one draft a school. `base_version` is the published
 * version it started from, so publishing over someone else's newer version is refused.
 * A school made in the office has a draft before it has a row in `schools` (base version 0):
 * no foreign key, and until it is first published the draft may still lack fields the loader
 * requires (its publish names them).
 */
export const schoolDrafts = pgTable('school_drafts', {
  schoolId: integer('school_id').primaryKey(),
  source: text('source').notNull(),
  baseVersion: integer('base_version').notNull(),
  staffId: text('staff_id'),
  author: text('author').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const SCHOOL_VERSION_KINDS = ['seed', 'publish', 'restore', 'import', 'availability'] as const;
export type SchoolVersionKind = (typeof SCHOOL_VERSION_KINDS)[number];

/**
 * Every published state of a school edited after the seed, numbered from 1 per school: who, when,
 * how (published, restored, imported, an availability edit; 'seed' is the content it was seeded
 * with, recorded the first time it changes), the whole file, and the fields that changed from the
 * version before.
 * Rows are only ever added. No foreign key: the history outlives a school removed later.
 */
export const schoolVersions = pgTable(
  'school_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('school_id').notNull(),
    version: integer('version').notNull(),
    kind: text('kind', { enum: SCHOOL_VERSION_KINDS }).notNull(),
    source: text('source').notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
    /** The version a restore brought back. */
    restoredFrom: integer('restored_from'),
    staffId: text('staff_id'),
    /** The staff member's name, or the command that wrote it. */
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('school_versions_school_version_idx').on(table.schoolId, table.version)],
);

/**
 * The English each school translation was written against (issue 31), per school, field (a JSON
 * pointer into the school file) and culture: recorded when a published version brings a new or
 * changed translation, or a changed English under a kept one, and when an editor confirms a
 * translation is still right. A translation whose English differs from its row is marked
 * "English changed since"; one without a row is as seeded, taken as current. No foreign key, as
 * for the versions: the rows are about the history.
 */
export const translationSources = pgTable(
  'translation_sources',
  {
    schoolId: integer('school_id').notNull(),
    pointer: text('pointer').notNull(),
    culture: text('culture').$type<Culture>().notNull(),
    english: text('english').notNull(),
    /** Who recorded it last: a publish's author, or the editor who confirmed it. */
    author: text('author').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.schoolId, table.pointer, table.culture] })],
);

/**
 * The English each SEO translation was written against (content/seo/<culture>.json once edited
 * in the office), per field (a JSON pointer into a culture's SEO file) and culture; the same rule
 * as translation_sources.
 */
export const seoTranslationSources = pgTable(
  'seo_translation_sources',
  {
    pointer: text('pointer').notNull(),
    culture: text('culture').$type<Culture>().notNull(),
    english: text('english').notNull(),
    author: text('author').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pointer, table.culture] })],
);

/**
 * Every change of the SEO texts made in the office: who, when, and what changed in which
 * culture's file. Once there is one, the SEO texts are the database's: the seed leaves them alone.
 */
export const seoEdits = pgTable('seo_edits', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  changes: jsonb('changes').$type<{ culture: Culture; changes: FieldChange[] }[]>().notNull(),
  staffId: text('staff_id'),
  author: text('author').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 'pending' until staff moderate it in the office; 'rejected' reviews stay, with the reason, and are never shown. */
export const REVIEW_STATUSES = ['approved', 'pending', 'rejected'] as const;
export const REVIEW_SOURCES = ['content', 'visitor'] as const;

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('visitor_review_id_seq')`),
    // No cascade: deleting a school must never silently delete what visitors wrote.
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    culture: text('culture').$type<Culture>().notNull(),
    authorName: text('author_name').notNull(),
    authorCountry: text('author_country').notNull(),
    authorCity: text('author_city').notNull(),
    authorPhotoPath: text('author_photo_path'),
    start: date('start_date', { mode: 'string' }).notNull(),
    end: date('end_date', { mode: 'string' }).notNull(),
    schoolStars: integer('school_stars').notNull(),
    courseStars: integer('course_stars').notNull(),
    /** null: the reviewer did not book housing. */
    accommodationStars: integer('accommodation_stars'),
    spareTimeStars: integer('spare_time_stars'),
    text: text('text').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull(),
    source: text('source', { enum: REVIEW_SOURCES }).notNull(),
    creationDate: date('creation_date', { mode: 'string' }).notNull(),
    approveDate: date('approve_date', { mode: 'string' }),
    /** Who moderated the review and when (staff.id; no foreign key, the record outlives the account). */
    moderatedBy: text('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The words as the visitor wrote them, kept when staff edit `text`; null while unedited. */
    originalText: text('original_text'),
    /** The visitor's level before and after the stay (CEFR, 'A1'…'C2'); null when not said. */
    progressFromLevel: text('progress_from_level'),
    progressToLevel: text('progress_to_level'),
    /** The school's accommodation the visitor stayed in; null: none booked (or a content review). */
    accommodationOptionId: integer('accommodation_option_id'),
    /**
     * The booking a review was written for, through the invitation mailed after the course
     * (review_invitations): set, the review is verified; unique, so a booking has one review.
     * No foreign key in the other direction: reviews outlive nothing, bookings are never deleted.
     */
    bookingId: integer('booking_id')
      .unique()
      .references((): AnyPgColumn => bookings.id),
    /** What the verified mark says, copied from the booking when the review was written: course id, weeks and first day. */
    verifiedCourseId: integer('verified_course_id'),
    verifiedWeeks: integer('verified_weeks'),
    verifiedStart: date('verified_start', { mode: 'string' }),
    /** The school's answer, published by staff under the review (null: none). */
    replyText: text('reply_text'),
    replyDate: date('reply_date', { mode: 'string' }),
    /** The staff member who published the reply (staff.id; no foreign key, the record outlives the account). */
    replyBy: text('reply_by'),
  },
  (table) => [
    check('reviews_verified_check', sql`(${table.bookingId} is null) = (${table.verifiedWeeks} is null)`),
    check('reviews_reply_check', sql`(${table.replyText} is null) = (${table.replyDate} is null)`),
    index('reviews_school_listing_idx').on(table.schoolId, table.status, table.creationDate.desc(), table.id.desc()),
    check('reviews_status_check', sql`${table.status} in ('approved', 'pending', 'rejected')`),
    check(
      'reviews_rejected_has_reason_check',
      sql`${table.status} <> 'rejected' or ${table.rejectionReason} is not null`,
    ),
    index('reviews_moderation_idx').on(table.status, table.id),
    check('reviews_source_check', sql`${table.source} in ('content', 'visitor')`),
    check(
      'reviews_stars_check',
      sql`${table.schoolStars} between 1 and 5 and ${table.courseStars} between 1 and 5
      and coalesce(${table.accommodationStars}, 1) between 1 and 5 and coalesce(${table.spareTimeStars}, 1) between 1 and 5`,
    ),
    check('reviews_approved_has_date_check', sql`${table.status} <> 'approved' or ${table.approveDate} is not null`),
  ],
);

/** Bytes as PostgreSQL's bytea: node-postgres reads a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The photos a visitor sent with a review, as the server re-encoded them (never the upload
 * itself: no metadata, no decoder surprises): one row per variant (size × format) of a photo.
 * `photo_id` is random, so a pending review's photos cannot be found by counting; the bytes live
 * here so every instance can serve them (architecture: state lives in the database).
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    photoId: text('photo_id').notNull(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REVIEW_PHOTO_KINDS }).notNull(),
    /** The order the visitor gave (0 for the author's photo). */
    position: integer('position').notNull(),
    /** 'thumb-1x', 'avatar-2x', 'large' … (src/domain/reviews/review-photo-sizes.ts). */
    size: text('size').notNull(),
    format: text('format', { enum: REVIEW_PHOTO_FORMATS }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.photoId, table.size, table.format] }),
    index('review_photos_review_idx').on(table.reviewId, table.kind, table.position),
    check('review_photos_kind_check', sql`${table.kind} in ('author', 'review')`),
    check('review_photos_format_check', sql`${table.format} in ('webp', 'jpg')`),
  ],
);

/**
 * The files of the photos uploaded in the catalogue office (every size and format the photo
 * script makes for a drawing), by the hash of all of them: the catalogue's source for its
 * photos, so every API instance serves them (/photos/h/<hash>/<file>) and the build writes them
 * beside the drawings. A photo's rows are written once and never change (same bytes, same hash);
 * school files name a photo by its hash, so a version restored later finds its photos here.
 */
export const cataloguePhotoFiles = pgTable(
  'catalogue_photo_files',
  {
    hash: text('hash').notNull(),
    /** Its name inside the hashed folder: 'schools/uploaded-1200.webp'. */
    file: text('file').notNull(),
    format: text('format', { enum: ['webp', 'jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Who uploaded it first. */
    staffId: text('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.hash, table.file] }),
    check('catalogue_photo_files_format_check', sql`${table.format} in ('webp', 'jpeg')`),
  ],
);

/**
 * The terms files (PDF, Word, PNG, JPEG) a school's `terms` field names, uploaded or replaced in
 * the catalogue office (issue 31), by file name. They stand beside the content folder's terms/
 * (the demo's, which a fresh clone keeps there); a name here wins over the same name there. The
 * school file checks, the build (which writes them into files/terms/) and the export read both.
 */
export const catalogueTermsFiles = pgTable('catalogue_terms_files', {
  name: text('name').primaryKey(),
  /** The type decided from the file's bytes ('application/pdf', …), never from its name alone. */
  mediaType: text('media_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** SHA-256 of the bytes, hex: an upload of the same file again changes nothing. */
  sha256: text('sha256').notNull(),
  staffId: text('staff_id'),
  author: text('author').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Whole catalogue files that are read as one piece: places, rates, company facts, the SEO texts per
 * culture, and holidays and visa help per country (keys in catalogue-document-keys.ts).
 */
export const catalogueDocuments = pgTable('catalogue_documents', {
  key: text('key').primaryKey(),
  doc: jsonb('doc').notNull(),
  /**
   * The content file as written (seeded from content/, or the office's save in the repository's
   * form): what `npm run catalogue:export` writes back, byte for byte. Null for a row stored
   * before the column existed, until the next seed.
   */
  source: text('source'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change of a site-wide catalogue document made in the office or by an import (holidays of
 * a country, places, rates, visa help, company facts): which document, who, when and what changed.
 * Once a document has one, it is the database's: the seed leaves it alone. Rows are only ever added.
 */
export const catalogueDocumentEdits = pgTable(
  'catalogue_document_edits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    /** The whole document as saved, so any earlier state can be read back. */
    doc: jsonb('doc').notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
    staffId: text('staff_id'),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('catalogue_document_edits_key_idx').on(table.key)],
);

/**
 * A single row whose `version` grows whenever a seed changes the catalogue, so every API
 * instance can tell cheaply whether its in-memory copy is stale.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull(),
    contentHash: text('content_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('catalogue_version_single_row_check', sql`${table.id} = 1`)],
);

/**
 * A booking as it was made: the visitor's contact, the cart as posted and as priced, the price
 * answer the server computed, and the words for what was booked. No foreign key to schools: a
 * booking is a record of a sale and must outlive the school's catalogue entry (the seed removes
 * schools that leave content). `token` comes from the form, so a double submit or a reload
 * stores one booking (the unique constraint decides, not a read before the write); `public_id`
 * is the random address of the booking page.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull().unique(),
    /**
     * What the visitor quotes: random and unique (LT-7K3F-9Q2M, src/domain/booking/booking-reference.ts);
     * bookings made before that keep their number (LT-000042).
     */
    reference: text('reference').notNull().unique(),
    token: text('token').notNull().unique(),
    schoolId: integer('school_id').notNull(),
    culture: text('culture').$type<Culture>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    marketingAgreed: boolean('marketing_agreed').notNull(),
    calcParams: jsonb('calc_params').$type<CalcParams>().notNull(),
    /** The priced cart in the short keys of the school page's address. */
    cartQuery: text('cart_query').notNull(),
    quote: jsonb('quote').$type<PriceAnswer>().notNull(),
    summary: jsonb('summary').$type<BookingSummary>().notNull(),
    currency: text('currency').notNull(),
    total: integer('total').notNull(),
    deposit: integer('deposit').notNull(),
    balance: integer('balance').notNull(),
    balanceDate: date('balance_date', { mode: 'string' }),
    courseStart: date('course_start', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The office's workflow (src/domain/booking/booking-status.ts); every change is a booking_events row. */
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason', { enum: CANCELLATION_REASONS }),
    /** What staff wrote when they cancelled (reason 'staff'). */
    cancellationNote: text('cancellation_note'),
    /**
     * The secret of the "this was not me" link in the visitor's mail: whoever received the mail
     * can cancel the request, nobody else. Null for bookings made before the link existed.
     */
    notMeToken: text('not_me_token').unique(),
    /** The school's time zone when it was booked (its city's, places.json): the free-cancellation deadline is read on it. */
    timeZone: text('time_zone'),
    /** When the visitor asked, with the mailed code, to cancel after the free window; staff decide. Null when never. */
    cancellationRequestedAt: timestamp('cancellation_requested_at', { withTimezone: true }),
  },
  (table) => [
    index('bookings_school_idx').on(table.schoolId, table.createdAt.desc()),
    // The office's list at 100,000 bookings and more (npm run bench:office): one index per order,
    // each ending with the id the list breaks ties with, ascending (a backward scan serves the
    // descending order: DESC NULLS FIRST, what ORDER BY … DESC means); the filters' columns; an
    // address searched from its start; a name searched anywhere in it (trigrams, pg_trgm).
    index('bookings_created_idx').on(table.createdAt, table.id),
    index('bookings_status_created_idx').on(table.status, table.createdAt, table.id),
    index('bookings_course_start_idx').on(table.courseStart, table.id),
    index('bookings_total_idx').on(table.total, table.id),
    index('bookings_name_sort_idx').on(sql`lower(${table.name})`, table.id),
    index('bookings_school_name_idx').on(sql`(${table.summary} -> 'school' ->> 'nameEn')`, table.id),
    index('bookings_email_idx').on(sql`lower(${table.email}) text_pattern_ops`),
    index('bookings_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    check(
      'bookings_money_check',
      sql`${table.deposit} >= 0 and ${table.deposit} <= ${table.total} and ${table.balance} = ${table.total} - ${table.deposit}`,
    ),
    check(
      'bookings_status_check',
      sql`${table.status} in ('new', 'confirmed', 'deposit-paid', 'completed', 'cancelled')`,
    ),
    check(
      'bookings_cancellation_reason_check',
      sql`${table.cancellationReason} is null or ${table.cancellationReason} in ('not-me', 'staff', 'visitor-free-window')`,
    ),
    check(
      'bookings_cancelled_check',
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null and ${table.cancellationReason} is not null)`,
    ),
  ],
);

export const MAIL_STATUSES = ['queued', 'retrying', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail the site sends, written in the same transaction as what it is about (a booking,
 * later a quote or a review notice) and delivered by the job queue (pg-boss), which holds one job
 * per row. The row is the mail as it will be sent, so a retry after a crash sends the same words
 * with the same Message-ID, and staff can read what went out, why it failed, and resend it.
 */
export const mails = pgTable(
  'mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The booking a mail is about; null for mails about nothing stored here. No cascade: the log outlives nothing it describes. */
    bookingId: integer('booking_id').references(() => bookings.id),
    /** What the mail is, e.g. 'booking-visitor', 'booking-agency'. */
    kind: text('kind').notNull(),
    /** A short name for logs and the .eml file of the outbox folder ('LT-000042-visitor'). */
    name: text('name').notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Stable across retries, so a mail sent twice after a crash is recognisable as one. */
    messageId: text('message_id').notNull().unique(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Headers beyond the usual ones, e.g. List-Unsubscribe on every newsletter-type mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The staff member who sent it from the office (a calculation for a client, a resent mail); null for the site's own mails. */
    sentByStaffId: text('sent_by_staff_id'),
    /** The lead (a priced cart mailed before any booking) a mail is about, if any. */
    leadId: integer('lead_id').references((): AnyPgColumn => leads.id),
  },
  (table) => [
    index('mails_booking_idx').on(table.bookingId),
    // The office's leads page reads each lead's mails by it.
    index('mails_lead_idx').on(table.leadId),
    index('mails_status_idx').on(table.status, table.createdAt),
    check('mails_status_check', sql`${table.status} in ('queued', 'retrying', 'sent', 'failed')`),
    check('mails_sent_has_date_check', sql`${table.status} <> 'sent' or ${table.sentAt} is not null`),
  ],
);

export const LEAD_SOURCES = ['visitor', 'staff'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * A priced cart mailed to someone who has not booked yet: a visitor's "send me this price", or a
 * calculation a staff member sent to a client. The agency follows these up, so they are kept with
 * the price as it was quoted and the cart to open again; the mails themselves are `mails` rows
 * (lead_id), queued in the same transaction.
 */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: LEAD_SOURCES }).notNull(),
    /** The staff member who sent it (source 'staff'); no foreign key, the record outlives the account. */
    staffId: text('staff_id'),
    schoolId: integer('school_id').notNull(),
    culture: text('culture').$type<Culture>().notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** What the visitor or the staff member wrote with it; empty when nothing. */
    message: text('message').notNull().default(''),
    /** The priced cart in the short keys of the school page's address. */
    cartQuery: text('cart_query').notNull(),
    quote: jsonb('quote').$type<PriceAnswer>().notNull(),
    currency: text('currency').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [
    index('leads_created_idx').on(table.createdAt, table.id),
    index('leads_email_idx').on(sql`lower(${table.email}) text_pattern_ops`),
    check('leads_source_check', sql`${table.source} in ('visitor', 'staff')`),
    check('leads_staff_check', sql`(${table.source} = 'staff') = (${table.staffId} is not null)`),
  ],
);

export const BOOKING_EVENT_KINDS = ['status', 'note', 'mail-resent', 'cancellation-request', 'change'] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

/**
 * A booking's history in the office: each status change (from, to, the reason of a cancellation),
 * each internal note and each resent mail, with who and when. Rows are only ever added. The staff
 * member's name is copied, so the history reads the same after the account is gone; a null
 * staff_id is the visitor (the "this was not me" link).
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: BOOKING_EVENT_KINDS }).notNull(),
    staffId: text('staff_id'),
    staffName: text('staff_name'),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }),
    /** A note's text, a cancellation's reason, or which mail was resent. */
    text: text('text'),
    mailId: integer('mail_id').references(() => mails.id),
  },
  (table) => [
    index('booking_events_booking_idx').on(table.bookingId, table.at),
    check(
      'booking_events_kind_check',
      sql`${table.kind} in ('status', 'note', 'mail-resent', 'cancellation-request', 'change')`,
    ),
    check('booking_events_status_check', sql`${table.kind} <> 'status' or ${table.toStatus} is not null`),
    check('booking_events_note_check', sql`${table.kind} <> 'note' or length(${table.text}) > 0`),
  ],
);

/**
 * The one-time codes mailed to a booking's address before the visitor may cancel or change it
 * from the booking page (src/domain/booking-manage/one-time-code.ts): only the latest of a
 * booking counts. The code is stored as a SHA-256 hash of the booking's id and the digits, never
 * as typed; a wrong try counts in `tries`, a right one sets `used_at`.
 */
export const bookingCodes = pgTable(
  'booking_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('booking_codes_booking_idx').on(table.bookingId, table.id),
    check('booking_codes_tries_check', sql`${table.tries} >= 0`),
  ],
);

/**
 * The invitation to review a stay, mailed once the course ended (or by staff from the office):
 * one per booking (the sweep inserts with on-conflict-nothing, so two instances sweeping at once
 * mail it once). The link's token is random and only its SHA-256 hash is stored; it works until
 * `expires_at`, and once: `used_at` is set in the transaction that stores the review.
 */
export const reviewInvitations = pgTable('review_invitations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  bookingId: integer('booking_id')
    .notNull()
    .unique()
    .references(() => bookings.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The staff member who sent (or sent again) the invitation from the office; null for the sweep's. */
  sentByStaffId: text('sent_by_staff_id'),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A visitor's change to a booked stay (issue 17, point 4), sent from the booking page with the
 * mailed code: the changed cart, the price answer the booking will keep if staff accept it (the
 * booked amounts of the lines that did not change, src/domain/booking-change/change-preview.ts),
 * and the preview the visitor saw. 'pending' until staff accept it (applied to the booking) or
 * refuse it (with a note the visitor reads), or the visitor withdraws it; at most one is pending
 * a booking, which the partial unique index keeps true whatever two requests race.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    status: text('status', { enum: BOOKING_CHANGE_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    calcParams: jsonb('calc_params').$type<CalcParams>().notNull(),
    cartQuery: text('cart_query').notNull(),
    quote: jsonb('quote').$type<PriceAnswer>().notNull(),
    summary: jsonb('summary').$type<BookingSummary>().notNull(),
    preview: jsonb('preview').$type<ChangePreview>().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The staff member who accepted or refused it; null while pending or when the visitor withdrew it. */
    decidedBy: text('decided_by'),
    /** Why staff refused it: the visitor reads it in the mail. */
    note: text('note'),
  },
  (table) => [
    index('booking_changes_booking_idx').on(table.bookingId, table.id),
    uniqueIndex('booking_changes_one_pending_idx')
      .on(table.bookingId)
      .where(sql`${table.status} = 'pending'`),
    check('booking_changes_status_check', sql`${table.status} in ('pending', 'accepted', 'refused', 'withdrawn')`),
    check('booking_changes_decided_check', sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`),
  ],
);

/**
 * Newsletter subscriptions, one row per address: the address is stored trimmed and lower-cased
 * and is unique, so subscribing twice (or in another case) finds the row instead of adding one.
 * Double opt-in: a row is 'pending' until the address's owner confirms through the link mailed
 * to it; only 'confirmed' rows receive letters, and they carry the consent's time and culture.
 * Rows from before the opt-in stay 'pending': nobody confirmed them.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    /** The culture of the page the visitor subscribed on: the language of the letters. */
    culture: text('culture').$type<Culture>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
    /** The secret of the confirmation link; cleared on unsubscribing, so an old mail cannot subscribe again. */
    confirmToken: text('confirm_token').unique(),
    /** The secret of the unsubscribe link and List-Unsubscribe header; kept, so the link keeps working. */
    unsubscribeToken: text('unsubscribe_token').unique(),
    /** The consent: when the owner of the address confirmed, and on which culture's page. */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    consentCulture: text('consent_culture').$type<Culture>(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    index('newsletter_status_created_idx').on(table.status, table.createdAt.desc()),
    check('newsletter_email_normalised_check', sql`${table.email} = lower(btrim(${table.email}))`),
    check('newsletter_status_check', sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`),
    check(
      'newsletter_confirmed_consent_check',
      sql`${table.status} <> 'confirmed' or (${table.consentedAt} is not null and ${table.consentCulture} is not null and ${table.unsubscribeToken} is not null)`,
    ),
  ],
);

/**
 * Staff who sign in to the office (better-auth's user model, src/server/staff/auth/create-staff-auth.ts).
 * The address is stored trimmed and in lower case, the role in lower case (compared without case,
 * spec section 6). `disabled_at` set: the person can no longer sign in and has no session.
 */
export const staffMembers = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('staff_role_check', sql`${table.role} in ('administrator', 'manager', 'content-editor')`),
    check('staff_email_normalised_check', sql`${table.email} = lower(btrim(${table.email}))`),
  ],
);

/** Signed-in sessions, one row each: signing out deletes the row, so a stolen cookie stops working. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_sessions_user_idx').on(table.userId)],
);

/** How a staff member proves who they are: here only 'credential', the scrypt hash of their password. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_accounts_user_idx').on(table.userId)],
);

/** One-time values: password reset tokens, each valid for an hour and spent when used. */
export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_verifications_identifier_idx').on(table.identifier)],
);

export const STAFF_AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-limited',
  'sign-out',
  'sign-out-everywhere',
  'password-reset-requested',
  'password-reset',
  'staff-added',
  'role-changed',
  'staff-disabled',
  'staff-enabled',
  // The office's work beyond bookings (bookings keep their own history in booking_events).
  'mail-retried',
  'newsletter-unsubscribed',
  'review-approved',
  'review-rejected',
  'review-edited',
  'review-replied',
  'calculation-sent',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

/**
 * What staff did and what was tried against the office: who (the staff member acting, or the
 * address typed at a failed sign-in), what, when, from which IP, and to whom. Rows are only ever
 * added. No foreign keys: the record outlives the accounts it names. The sign-in limit counts the
 * recent 'sign-in-failed' rows of an address and of an IP.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action', { enum: STAFF_AUDIT_ACTIONS }).notNull(),
    /** The signed-in staff member who acted; null for attempts by someone not signed in. */
    actorId: text('actor_id'),
    /** The address concerned: the one typed at sign-in or reset, or the account acted upon. */
    email: text('email'),
    /** The account acted upon (role change, disabling), when it is not the actor's own. */
    subjectId: text('subject_id'),
    ip: text('ip'),
    /** Details such as { from: 'manager', to: 'administrator' } or why a sign-in failed. */
    detail: jsonb('detail').$type<Record<string, string>>(),
  },
  (table) => [
    index('staff_audit_email_idx').on(table.action, table.email, table.at.desc()),
    index('staff_audit_ip_idx').on(table.action, table.ip, table.at.desc()),
    index('staff_audit_at_idx').on(table.at.desc()),
  ],
);

/**
 * Shortlist mails (issue 35): a comparison a visitor asked to receive by e-mail. Double opt-in, as
 * the newsletter's: the row is 'pending' until the address's owner opens the link mailed to it and
 * confirms; only then is the comparison itself queued, once ('sent'). The row holds the address and
 * the comparison's query as the server rewrote it from validated ids and choices: nothing else a
 * visitor typed reaches the recipient.
 */
export const shortlistMails = pgTable(
  'shortlist_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    culture: text('culture').$type<Culture>().notNull(),
    /** The comparison's query (s=…&weeks=…), rebuilt by the server from what it validated. */
    compareQuery: text('compare_query').notNull(),
    confirmToken: text('confirm_token').notNull().unique(),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner confirmed, and on which culture's page. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    check('shortlist_mails_email_normalised_check', sql`${table.email} = lower(btrim(${table.email}))`),
    check('shortlist_mails_status_check', sql`${table.status} in ('pending', 'sent')`),
    check('shortlist_mails_sent_check', sql`${table.status} <> 'sent' or ${table.confirmedAt} is not null`),
  ],
);

export const CHAT_STATUSES = ['open', 'closed'] as const;
export const CHAT_SENDERS = ['visitor', 'staff'] as const;

/**
 * A conversation between a visitor and the agency (issue 36): started from the chat panel of a
 * public page (with the page and the cart the visitor was on) or belonging to a booking (one per
 * booking). The visitor reaches it only with its signed token (src/server/chat/chat-token.ts);
 * staff through the office. What each side has read is the id of the last message it saw.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    culture: text('culture').$type<Culture>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The page of this site the visitor wrote from (path and query, the cart in its address). */
    pagePath: text('page_path').notNull().default(''),
    /** The school of that page, when it was a school page (the inbox filters by it). */
    schoolId: integer('school_id'),
    /** The booking this is the thread of; null for a conversation started on a public page. */
    bookingId: integer('booking_id')
      .unique()
      .references(() => bookings.id),
    status: text('status', { enum: CHAT_STATUSES }).notNull().default('open'),
    assignedStaffId: text('assigned_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    staffReadUpTo: integer('staff_read_up_to').notNull().default(0),
    visitorReadUpTo: integer('visitor_read_up_to').notNull().default(0),
  },
  (table) => [
    index('chat_conversations_inbox_idx').on(table.status, table.lastMessageAt),
    index('chat_conversations_assigned_idx').on(table.assignedStaffId),
    index('chat_conversations_email_idx').on(sql`lower(${table.email})`),
    check('chat_conversations_status_check', sql`${table.status} in ('open', 'closed')`),
  ],
);

/**
 * One message of a conversation, plain text as typed. `mailedAt` is when it went out by mail
 * because nobody read it in time: a visitor's to the agency, a staff member's to the visitor.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sender: text('sender', { enum: CHAT_SENDERS }).notNull(),
    staffId: text('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The staff member's name as the visitor saw it. */
    staffName: text('staff_name'),
    body: text('body').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.id),
    // The unread-mail sweep reads only the messages not yet mailed.
    index('chat_messages_unmailed_idx')
      .on(table.createdAt)
      .where(sql`${table.mailedAt} is null`),
    check('chat_messages_sender_check', sql`${table.sender} in ('visitor', 'staff')`),
  ],
);

/**
 * Which staff members have the office inbox open, per API instance, refreshed while they do: the
 * panel says the agency is online while a row is fresh, whichever instance holds the connection.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    staffId: text('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.instanceId] })],
);
