import type { OfficeLeads } from './leads/office-leads.ts';
import type { OfficeBookings } from './bookings/office-bookings.ts';
import type { OfficeMail } from './mail/office-mail.ts';
import type { OfficeNewsletter } from './newsletter/office-newsletter.ts';
import type { OfficeReviews } from './reviews/office-reviews.ts';
import type { OfficeSchools } from './schools/office-schools.ts';
import type { OfficeQuotes } from './quotes/office-quotes.ts';
import type {
  AvailabilityEditor,
  CatalogueEditor,
  CataloguePhotoEditor,
  CatalogueTranslations,
  CatalogueDocuments,
  CatalogueTerms,
} from '../catalogue/index.ts';

/**
 * The office's work, one service per page family, shared by the office pages (Astro.locals.office)
 * and the staff API (/api/office/…). Each service takes the acting staff member where it changes
 * something, so the change is recorded with who and when. Access is checked before they are
 * called: by the office middleware for pages and by requireStaff/allow for the API.
 */
export interface OfficeServices {
  bookings: OfficeBookings;
  mail: OfficeMail;
  newsletter: OfficeNewsletter;
  reviews: OfficeReviews;
  schools: OfficeSchools;
  /** The calculation table and the calculation sent to a client (the staff tools of the school page). */
  quotes: OfficeQuotes;
  /** The prices mailed before any booking (price by e-mail), the visitors' and the staff's. */
  leads: OfficeLeads;
  /** The catalogue office: school drafts, publishing, versions, imports (content editors and administrators). */
  catalogue: CatalogueEditor;
  /** Which school texts each culture lacks or has against an older English, and writing them into drafts. */
  translations: CatalogueTranslations;
  /** The catalogue's photos: uploads, order, alt texts, into the school's draft. */
  cataloguePhotos: CataloguePhotoEditor;
  /** Housing's fully booked periods, published at once as their own versions (catalogue.edit). */
  availability: AvailabilityEditor;
  /** The catalogue's site-wide documents: company facts, holidays, places, rates, visa help (catalogue.edit). */
  documents: CatalogueDocuments;
  /** The terms files schools name: the content folder's and those uploaded in the office (catalogue.edit). */
  terms: CatalogueTerms;
}
