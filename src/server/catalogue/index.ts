// What the catalogue feature offers the rest of the server: other features import it only from here (eslint.config.js).
export { schoolPageData } from './load-school-data.ts';
export type { PricingCatalogue } from './pricing-catalogue.ts';
export { countSchools } from './queries/count-schools.ts';
export { findSchoolById } from './queries/find-school-by-id.ts';
export { getCatalogueVersion } from './queries/get-catalogue-version.ts';
export { getPlaces } from './queries/get-places.ts';
export { getRates } from './queries/get-rates.ts';
export { type SchoolDirectoryRow, listSchoolDirectory } from './queries/list-school-directory.ts';
export { listSchoolNames } from './queries/list-school-names.ts';
export { schoolExists } from './queries/school-exists.ts';
export type * from './editing/catalogue-editor.ts';
export { createCatalogueEditor } from './editing/create-catalogue-editor.ts';
export type * from './editing/availability-editor.ts';
export { createAvailabilityEditor } from './editing/create-availability-editor.ts';
export { exportSchoolFiles } from './editing/export-school-files.ts';
export { readImportFiles } from './editing/read-import-files.ts';
