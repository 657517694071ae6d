import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { companySchema, type Company } from '#domain/company/company-schema.ts';

const loaded = new Map<string, Company>();

/**
 * content/company.json of a content folder, checked by its schema once and kept: a bad file stops
 * whoever reads it (the build, the server's first booking page) naming the field.
 */
export function loadCompany(contentDir: string): Company {
  const known = loaded.get(contentDir);
  if (known) return known;
  const file = join(contentDir, 'company.json');
  const parsed = companySchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  }
  loaded.set(contentDir, parsed.data);
  return parsed.data;
}
