import type { Company } from '../domain/company/company-schema.ts';
import { loadCompany } from '../server/company/index.ts';
import { loadConfig } from '../server/config/env.ts';

/** The agency's facts of content/company.json (founding year, support hours, team), as the pages show them. */
export function company(): Company {
  return loadCompany(loadConfig().contentDir);
}
