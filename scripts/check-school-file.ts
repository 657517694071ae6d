// Validates single school or review files while they are being written.
// Usage: node scripts/check-school-file.ts content/schools/a.json [content/reviews/a.json …]
import { resolve } from 'node:path';
import { schoolSchema } from '../src/domain/catalogue/school-schema.ts';
import { schoolReviewsSchema } from '../src/domain/catalogue/review-schema.ts';
import { readContentFile } from '../src/server/content/read-content-file.ts';
import { normaliseSchoolMoney } from '../src/server/content/normalise-school-money.ts';

const root = resolve('content');
let failed = false;
for (const file of process.argv.slice(2)) {
  try {
    if (file.includes('/reviews/')) readContentFile(resolve(file), schoolReviewsSchema, root);
    else normaliseSchoolMoney(readContentFile(resolve(file), schoolSchema, root));
    console.log(`ok ${file}`);
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
process.exit(failed ? 1 : 0);
