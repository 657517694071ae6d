import type { Database } from '../../db/database.ts';
import { leads } from '../../db/schema.ts';

export type NewLead = Omit<typeof leads.$inferInsert, 'id'>;

/** Stores a lead in the caller's transaction (its mails name it); returns its id. */
export async function insertLead(db: Database, lead: NewLead): Promise<number> {
  const [row] = await db.insert(leads).values(lead).returning({ id: leads.id });
  return row!.id;
}
