import type { Culture } from '#domain/culture.ts';
import type { LeadListQuery, OfficeMailStatus } from '#domain/office/office-list-query.ts';
import type { OfficePaging } from '#domain/office/office-paging.ts';

/** A mail of a lead, and how far it got. */
export interface OfficeLeadMail {
  id: number;
  kind: string;
  recipient: string;
  status: OfficeMailStatus;
  sentAt: Date | null;
}

/** A priced cart mailed before any booking, as the office lists it. */
export interface OfficeLead {
  id: number;
  createdAt: Date;
  source: 'visitor' | 'staff';
  /** The staff member who sent it (source 'staff'), and their name while the account exists. */
  staffId: string | null;
  staffName: string | null;
  schoolId: number;
  /** The school's name, or null when the catalogue no longer has it. */
  schoolName: string | null;
  culture: Culture;
  email: string;
  name: string;
  message: string;
  total: number;
  currency: string;
  /** The school page with the cart's query: the cart as it was priced; null when the school is gone. */
  cartUrl: string | null;
  mails: OfficeLeadMail[];
}

export interface LeadOverview {
  leads: OfficeLead[];
  total: number;
  paging: OfficePaging;
}

/** The leads (price by e-mail, the visitor's and the staff's), newest first, searched by address. */
export interface OfficeLeads {
  overview(query: LeadListQuery): Promise<LeadOverview>;
}
