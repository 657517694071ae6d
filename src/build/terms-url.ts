import { loadConfig } from '../server/config/env.ts';

/** The address of a school's terms file: content/terms/<file> is published under BLOB_STORAGE_URL/terms/. */
export function termsUrl(terms: string): string {
  if (/^(https?:)?\//.test(terms)) return terms;
  return `${loadConfig().blobStorageUrl}/terms/${terms}`;
}
