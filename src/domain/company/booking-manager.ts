import type { Culture } from '../culture.ts';
import type { Company, TeamMember } from './company-schema.ts';

/**
 * The manager who looks after a booking made in `culture`: the first booking manager who speaks
 * its language, else the first booking manager (the schema guarantees one).
 */
export function bookingManager(company: Pick<Company, 'team'>, culture: Culture): TeamMember {
  const managers = company.team.filter((member) => member.role === 'bookingManager');
  const manager = managers.find((member) => member.languages.includes(culture)) ?? managers[0];
  if (!manager) throw new RangeError('the team has no booking manager');
  return manager;
}
