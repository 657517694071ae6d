/** A terms text as the writers see it: a title, a few lines under it, numbered sections of paragraphs. */
export type TermsDocument = {
  title: string;
  /** Short lines under the title (issuer, version, date). */
  preamble: string[];
  sections: TermsSection[];
};

export type TermsSection = {
  heading: string;
  paragraphs: string[];
};

/** The agency as it is named in every terms file; fictional, with a reserved .example domain. */
export const AGENCY = {
  name: 'LinguaTrips',
  legalName: 'LinguaTrips Language Travel Ltd',
  address: '14 Harbour Row, Cork T12 X0X0, Ireland',
  email: 'support@linguatrips.example',
  version: 'Version 2026-11, effective 1 November 2026',
} as const;
