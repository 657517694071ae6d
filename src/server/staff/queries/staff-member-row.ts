import { staffMembers } from '../../db/schema.ts';

/** The columns of a staff member the office reads (never the password, which lives in staff_accounts). */
export const staffMemberColumns = {
  id: staffMembers.id,
  email: staffMembers.email,
  name: staffMembers.name,
  role: staffMembers.role,
  disabledAt: staffMembers.disabledAt,
  createdAt: staffMembers.createdAt,
};

export interface StaffMemberRow {
  id: string;
  email: string;
  name: string;
  role: string;
  disabledAt: Date | null;
  createdAt: Date;
}
