import { resolve } from 'node:path';
import { createOfficeLeads } from './leads/create-office-leads.ts';
import { createOfficeBookings } from './bookings/create-office-bookings.ts';
import { createOfficeMail } from './mail/create-office-mail.ts';
import { createOfficeNewsletter } from './newsletter/create-office-newsletter.ts';
import type { OfficeDeps } from './office-deps.ts';
import { createOfficeQuotes } from './quotes/create-office-quotes.ts';
import type { OfficeServices } from './office-services.ts';
import { createOfficeReviews } from './reviews/create-office-reviews.ts';
import { createOfficeSchools } from './schools/create-office-schools.ts';
import {
  createAvailabilityEditor,
  createCatalogueEditor,
  createCataloguePhotoEditor,
  createCatalogueTranslations,
  createCatalogueDocuments,
  createCatalogueTerms,
} from '../catalogue/index.ts';

/** The office's services over one database and mail queue. */
export function createOfficeServices(deps: OfficeDeps): OfficeServices {
  const mail = createOfficeMail(deps);
  const catalogue = createCatalogueEditor({ db: deps.db, contentDir: resolve(deps.config.contentDir) });
  return {
    bookings: createOfficeBookings(deps, mail),
    mail,
    newsletter: createOfficeNewsletter(deps),
    reviews: createOfficeReviews(deps),
    schools: createOfficeSchools(deps),
    quotes: createOfficeQuotes(deps),
    leads: createOfficeLeads(deps),
    catalogue,
    translations: createCatalogueTranslations({ db: deps.db, editor: catalogue }),
    cataloguePhotos: createCataloguePhotoEditor({ db: deps.db, editor: catalogue, photoAddress: deps.photoAddress }),
    availability: createAvailabilityEditor({
      db: deps.db,
      contentDir: resolve(deps.config.contentDir),
      clock: deps.clock,
    }),
    documents: createCatalogueDocuments({ db: deps.db, contentDir: resolve(deps.config.contentDir) }),
    terms: createCatalogueTerms({ db: deps.db, contentDir: resolve(deps.config.contentDir) }),
  };
}
