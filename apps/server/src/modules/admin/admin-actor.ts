import type { AdminRole } from '@lottery/contracts';

/** The operator behind an admin call, and where it came from (what the audit log records). */
export interface AdminActor {
  operatorId: number;
  account: string;
  role: AdminRole;
  ip: string;
  sessionId: number;
}
