export { loadCompany } from './load-company.ts';
