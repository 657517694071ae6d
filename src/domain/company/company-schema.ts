import { z } from 'zod';

/** What each member of the team does: the About page names the role in the visitor's language. */
export const TEAM_ROLES = ['director', 'bookingManager', 'schoolRelations', 'support'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time such as 09:00' });

/**
 * content/company.json: the agency's facts that are not settings of a deployment (those, the
 * legal name, address, registration and contacts, come from the environment): the year it was
 * founded, the support hours, how soon a booking request is confirmed, and the team.
 */
export const companySchema = z
  .object({
    founded: z
      .number({ error: 'must be a year' })
      .int({ error: 'must be a year' })
      .min(1950, { error: 'must be a year from 1950' })
      .max(2100, { error: 'must be a year before 2100' }),
    supportHours: z
      .object({
        /** ISO weekdays the phone is answered: 1 Monday … 7 Sunday. */
        days: z
          .array(
            z
              .number()
              .int()
              .min(1, { error: 'must be 1 (Monday) to 7 (Sunday)' })
              .max(7, { error: 'must be 1 (Monday) to 7 (Sunday)' }),
          )
          .min(1, { error: 'must list at least one weekday' }),
        opens: time,
        closes: time,
        /** The zone the hours are in (IANA), said beside them. */
        timeZone: z
          .string()
          .refine((zone) => isTimeZone(zone), { error: 'must be an IANA time zone such as Europe/London' }),
      })
      .refine((hours) => hours.opens < hours.closes, { error: 'opens must be before closes', path: ['closes'] }),
    /** Working days (Monday to Friday) within which a manager confirms the place of a booking request. */
    confirmationWorkingDays: z
      .number({ error: 'must be a whole number of working days' })
      .int({ error: 'must be a whole number of working days' })
      .min(1, { error: 'must be 1 to 10 working days' })
      .max(10, { error: 'must be 1 to 10 working days' }),
    team: z
      .array(
        z.object({
          name: z
            .string()
            .trim()
            .min(2, { error: 'must be a name (2 to 80 characters)' })
            .max(80, { error: 'must be a name (2 to 80 characters)' }),
          role: z.enum(TEAM_ROLES, { error: `must be one of ${TEAM_ROLES.join(', ')}` }),
          /** Languages spoken, as ISO 639-1 codes ('en'), named in the visitor's language on the page. */
          languages: z
            .array(z.string().regex(/^[a-z]{2}$/, { error: 'must be an ISO 639-1 code such as en' }))
            .min(1, { error: 'must list at least one language' }),
        }),
      )
      .min(1, { error: 'must list at least one person' })
      .refine((team) => team.some((member) => member.role === 'bookingManager'), {
        error: 'must have at least one bookingManager: bookings are confirmed by one',
      }),
  })
  .strict();

export type Company = z.infer<typeof companySchema>;
export type TeamMember = Company['team'][number];

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
