import type { OfficeDeps } from './office-deps.ts';
import type { OfficeServices } from './office-services.ts';

/** The office's services over one database and mail queue. */
export function createOfficeServices(_deps: OfficeDeps): OfficeServices {
  return {
  };
}
