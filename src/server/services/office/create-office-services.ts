import type { OfficeDeps } from './office-deps.ts';
import { createOfficeQuotes } from './quotes/create-office-quotes.ts';
import type { OfficeServices } from './office-services.ts';

/** The office's services over one database and mail queue. */
export function createOfficeServices(deps: OfficeDeps): OfficeServices {
  return {
    quotes: createOfficeQuotes(deps),
  };
}
