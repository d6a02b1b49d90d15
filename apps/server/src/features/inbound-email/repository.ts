// SQL of email to the case: the case an address names, a case's address, and the messages already filed.
import type { Db } from '../../db/schema.js';

/** The case numbered `caseNo` of the firm whose inbound key is `firmKey`, if there is one. */
export async function findCaseByAddress(db: Db, firmKey: string, caseNo: number): Promise<{ firmId: string; caseId: string } | undefined> {
  return db
    .selectFrom('legal_case as c')
    .innerJoin('firm as f', 'f.id', 'c.firm_id')
    .select(['c.firm_id as firmId', 'c.id as caseId'])
    .where('f.inbound_key', '=', firmKey)
    .where('c.case_no', '=', caseNo)
    .executeTakeFirst();
}

/** The case's number and its firm's inbound key, for the caller's firm only. */
export async function findAddressParts(db: Db, firmId: string, caseId: string): Promise<{ caseNo: number; firmKey: string } | undefined> {
  const row = await db
    .selectFrom('legal_case as c')
    .innerJoin('firm as f', 'f.id', 'c.firm_id')
    .select(['c.case_no as caseNo', 'f.inbound_key as firmKey'])
    .where('c.firm_id', '=', firmId)
    .where('c.id', '=', caseId)
    .executeTakeFirst();
  return row ? { caseNo: Number(row.caseNo), firmKey: row.firmKey } : undefined;
}

export async function messageFiled(db: Db, firmId: string, caseId: string, messageKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('inbound_email')
    .select('id')
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('message_key', '=', messageKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the message as filed; false when it already was (a delivery racing this one filed it first). */
export async function insertFiledMessage(
  db: Db,
  firmId: string,
  input: { caseId: string; messageKey: string; communicationId: string },
): Promise<boolean> {
  const row = await db
    .insertInto('inbound_email')
    .values({ firm_id: firmId, case_id: input.caseId, message_key: input.messageKey, communication_id: input.communicationId })
    .onConflict((conflict) => conflict.columns(['firm_id', 'case_id', 'message_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
