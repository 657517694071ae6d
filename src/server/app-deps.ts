import type { Config } from './config/env.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import type { PricingCatalogue } from './catalogue/pricing-catalogue.ts';
import type { SearchIndex } from './catalogue/search-index.ts';
import type { ServerState } from './server-state.ts';
import type { RateLimits } from './rate-limit/rate-limits.ts';
import type { StaffService } from './staff/staff-service.ts';
import type { MailQueueSlot } from './mail/mail-queue-slot.ts';
import type { OfficeServices } from './office/office-services.ts';
import type { PhotoAddress } from '../domain/photos/photo-address.ts';
import type { ChatService } from './chat/chat-service.ts';

/** What every route needs, handed in once by createApp. */
export interface AppDeps {
  db: Database;
  config: Config;
  clock: Clock;
  /** The in-memory pricing view of the catalogue. */
  pricing: PricingCatalogue;
  /** The in-memory search view of the catalogue. */
  search: SearchIndex;
  /** Whether the process is stopping (readiness answers 503 then). */
  state: ServerState;
  /** Staff sign-in and management (the office). */
  staff: StaffService;
  /** The request limits (shared by every instance through Redis when configured). */
  limits: RateLimits;
  /** The mail queue once the server runs it (empty in the build and in tests without mail). */
  mails: MailQueueSlot;
  /** The office's bookings, mail, newsletter, reviews and quotes (/api/office). */
  office: OfficeServices;
  /** Where the catalogue's photos are linked: their content-hashed copies once the build made them. */
  photoAddress: PhotoAddress;
  /** The chat between visitors and the agency (/api/chat, /api/office/chat). */
  chat: ChatService;
}
