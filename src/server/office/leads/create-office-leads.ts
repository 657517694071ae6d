import { schoolLink } from '#domain/catalogue/school-paths.ts';
import { officePaging } from '#domain/office/office-paging.ts';
import { absoluteUrl, culturePath } from '#domain/routes/site-url.ts';
import { findSchoolById } from '#server/catalogue/index.ts';
import { findStaffById } from '#server/staff/index.ts';
import { listLeads } from '#server/office/queries/list-leads.ts';
import type { OfficeDeps } from '../office-deps.ts';
import type { OfficeLeads } from './office-leads.ts';

/** The leads page over the office's database. */
export function createOfficeLeads(deps: OfficeDeps): OfficeLeads {
  const { db } = deps;
  return {
    async overview(query) {
      const filter = { email: query.q };
      let result = await listLeads(db, filter, officePaging(query.page, Number.MAX_SAFE_INTEGER));
      const paging = officePaging(query.page, result.total);
      // A page past the end (the list shrank, or a typed address) shows the last page instead.
      if (paging.page !== query.page) result = await listLeads(db, filter, paging);
      // A page names a few schools and staff members: each is read once.
      const schools = new Map(
        await Promise.all(
          [...new Set(result.rows.map((row) => row.schoolId))].map(
            async (id) => [id, await findSchoolById(db, id)] as const,
          ),
        ),
      );
      const staff = new Map(
        await Promise.all(
          [...new Set(result.rows.flatMap((row) => (row.staffId ? [row.staffId] : [])))].map(
            async (id) => [id, await findStaffById(db, id)] as const,
          ),
        ),
      );
      return {
        total: result.total,
        paging,
        leads: result.rows.map((row) => {
          const school = schools.get(row.schoolId) ?? null;
          return {
            id: row.id,
            createdAt: row.createdAt,
            source: row.source,
            staffId: row.staffId,
            staffName: row.staffId ? (staff.get(row.staffId)?.name ?? null) : null,
            schoolId: row.schoolId,
            schoolName: school?.name ?? null,
            culture: row.culture,
            email: row.email,
            name: row.name,
            message: row.message,
            total: row.total,
            currency: row.currency,
            cartUrl: school
              ? `${absoluteUrl(deps.config.baseAddress, culturePath(row.culture, schoolLink(school)))}?${row.cartQuery}`
              : null,
            mails: row.mails.map((mail) => ({
              id: mail.id,
              kind: mail.kind,
              recipient: mail.recipient,
              status: mail.status,
              sentAt: mail.sentAt,
            })),
          };
        }),
      };
    },
  };
}
