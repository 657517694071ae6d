import type { HolidaysContent } from '#domain/catalogue/holidays-schema.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';

/**
 * The schools with each non-working day named as `holidaysByCountry` names its holiday (the
 * office's holidays, which content/ no longer reaches); a holiday it does not know keeps its name.
 */
export function withHolidayNames(
  schools: readonly SchoolContent[],
  holidaysByCountry: ReadonlyMap<string, HolidaysContent>,
): SchoolContent[] {
  return schools.map((school) => {
    const names = holidaysByCountry.get(school.country)?.holidays;
    if (!names || school.nonWorkingDays.length === 0) return school;
    return {
      ...school,
      nonWorkingDays: school.nonWorkingDays.map((day) => ({ ...day, name: names[day.holiday] ?? day.name })),
    };
  });
}
