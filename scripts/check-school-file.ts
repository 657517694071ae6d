// Validates single school or review files while they are being written.
// Usage: node scripts/check-school-file.ts content/schools/a.json [content/reviews/a.json …]
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { schoolSchema } from '../src/domain/catalogue/school-schema.ts';
import { schoolReviewsSchema } from '../src/domain/catalogue/review-schema.ts';
import { readContentFile } from '../src/server/catalogue/content/read-content-file.ts';
import { normaliseSchoolMoney } from '../src/server/catalogue/content/normalise-school-money.ts';
import { holidaysSchema } from '../src/domain/catalogue/holidays-schema.ts';
import { ContentError } from '../src/server/catalogue/content/content-error.ts';

const root = resolve('content');
let failed = false;
for (const file of process.argv.slice(2)) {
  try {
    if (file.includes('/reviews/')) readContentFile(resolve(file), schoolReviewsSchema, root);
    else {
      const school = normaliseSchoolMoney(readContentFile(resolve(file), schoolSchema, root));
      // Holidays are keys of the country's holidays file; a key it lacks fails the build too.
      const holidaysFile = join(root, 'holidays', `${school.country}.json`);
      const names = existsSync(holidaysFile) ? readContentFile(holidaysFile, holidaysSchema, root).holidays : {};
      school.nonWorkingDays.forEach((day, index) => {
        if (!names[day.holiday])
          throw new ContentError(
            relative(root, resolve(file)),
            `nonWorkingDays.${index}.holiday`,
            `'${day.holiday}' is not a holiday in holidays/${school.country}.json`,
          );
      });
    }
    console.log(`ok ${file}`);
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
process.exit(failed ? 1 : 0);
