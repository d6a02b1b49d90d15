// The server side of the firm permission table: one check, one 403 wording per action.
import { can, FIRM_PERMISSION_DENIED, type FirmAction, type FirmRole } from '@casecast/domain';
import { forbidden } from './errors.js';

/** Throws 403 with the action's message unless the caller's role may do it (packages/domain permissions). */
export function requirePermission(caller: { role: FirmRole | null | undefined }, action: FirmAction): void {
  if (!can(caller.role, action)) throw forbidden(FIRM_PERMISSION_DENIED[action]);
}
