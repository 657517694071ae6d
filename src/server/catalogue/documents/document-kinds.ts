import type { z } from 'zod';
import { companySchema } from '#domain/company/company-schema.ts';
import { holidaysSchema } from '#domain/catalogue/holidays-schema.ts';
import { placesSchema } from '#domain/catalogue/place-schema.ts';
import { ratesSchema } from '#domain/catalogue/rates-schema.ts';
import { visaHelpSchema } from '#domain/catalogue/visa-schema.ts';

export const DOCUMENT_KINDS = ['company', 'holidays', 'places', 'rates', 'visa'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a document key names: its kind, and the country of a per-country one. */
export interface DocumentRef {
  key: string;
  kind: DocumentKind;
  country: string | null;
  /** The content file it is exported to and imported from, in a content folder. */
  file: string;
}

export const DOCUMENT_SCHEMAS: Record<DocumentKind, z.ZodType> = {
  company: companySchema,
  holidays: holidaysSchema,
  places: placesSchema,
  rates: ratesSchema,
  visa: visaHelpSchema,
};

const COUNTRY = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/** The document a key names ('places', 'holidays/malta'), or null. */
export function documentRef(key: string): DocumentRef | null {
  if (key === 'company' || key === 'places' || key === 'rates')
    return { key, kind: key, country: null, file: `${key}.json` };
  const [kind, country, ...rest] = key.split('/');
  if ((kind === 'holidays' || kind === 'visa') && country && rest.length === 0 && COUNTRY.test(country))
    return { key, kind, country, file: `${kind}/${country}.json` };
  return null;
}
