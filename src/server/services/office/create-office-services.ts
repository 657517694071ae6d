import type { OfficeDeps } from './office-deps.ts';
import type { OfficeServices } from './office-services.ts';
import { createOfficeReviews } from './reviews/create-office-reviews.ts';
import { createOfficeSchools } from './schools/create-office-schools.ts';

/** The office's services over one database and mail queue. */
export function createOfficeServices(deps: OfficeDeps): OfficeServices {
  return {
    reviews: createOfficeReviews(deps),
    schools: createOfficeSchools(deps),
  };
}
