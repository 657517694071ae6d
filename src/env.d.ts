/// <reference types="astro/client" />

// What the one-port server hands every on-demand page (src/server/start-server.ts).
declare namespace App {
  interface Locals {
    bookings?: import('./server/bookings/booking-service.ts').BookingService;
    /** Staff sign-in and management for the office pages. Shared by every request: never write to it. */
    staff?: import('./server/staff/staff-service.ts').StaffService;
    /** The newsletter's confirm and unsubscribe links. */
    newsletter?: import('./server/newsletter/newsletter-service.ts').NewsletterService;
    /** The shortlist mail's confirmation link (double opt-in). */
    shortlist?: import('./server/shortlist/shortlist-mail-service.ts').ShortlistMailService;
    /** The office's bookings, mail, newsletter, reviews and quotes, for the office pages. */
    office?: import('./server/office/office-services.ts').OfficeServices;
    /** The chat: a booking's thread, the conversation a mailed link opens, the office's inbox. */
    chat?: import('./server/chat/chat-service.ts').ChatService;
    /** The agency's facts as the catalogue holds them now (the office edits them), for the pages drawn on demand. */
    company?: () => Promise<import('./domain/company/company-schema.ts').Company>;
  }
}
