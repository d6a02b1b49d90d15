// The member behind a request, as the services see it.
import type { FirmRole } from '@casecast/domain';

/** Who makes a change: scopes every query, signs every audit entry, and its role says what it may do. */
export type Actor = { firmId: string; userId: string | null; userName: string | null; role: FirmRole };

/** The caller's membership: which firm every query is scoped to, and the role that says what they may do. */
export type FirmContext = { firmId: string; firmName: string; role: FirmRole; memberId: string; userId: string };
