// What the office feature offers the rest of the server: other features import it only from here (eslint.config.js).
export { createOfficeServices } from './create-office-services.ts';
export type { OfficeServices } from './office-services.ts';
