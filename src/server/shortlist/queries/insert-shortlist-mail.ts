import type { Culture } from '#domain/culture.ts';
import type { Database } from '../../db/database.ts';
import { shortlistMails } from '../../db/schema.ts';

/** Records a pending shortlist mail: the address (trimmed, lower-cased), the comparison, the link's secret. */
export async function insertShortlistMail(
  db: Database,
  request: { email: string; culture: Culture; compareQuery: string; confirmToken: string },
): Promise<void> {
  await db.insert(shortlistMails).values({ ...request, status: 'pending' });
}
