// SQL for the money of a case beyond its record kinds (which the records feature reads and writes from their
// definitions): the checks across records, the fee agreement and the latest prediction; every query scoped by firm_id and case.
import { sql } from 'kysely';
import type { CaseDb } from '../../db/case-tables.js';

/** How many bills name the provider (a provider with bills is not removed). */
export async function countProviderBills(db: CaseDb, firmId: string, caseId: string, providerId: string): Promise<number> {
  const row = await db
    .selectFrom('case_medical_bill')
    .select(sql<string>`count(*)`.as('n'))
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('provider_id', '=', providerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the provider is one of the case's. */
export async function providerOnCase(db: CaseDb, firmId: string, caseId: string, providerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('case_provider')
    .select('id')
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('id', '=', providerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The role of a party of the case, or undefined when the case has no such party. */
export async function findPartyRole(db: CaseDb, firmId: string, caseId: string, partyId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('case_party')
    .select('role')
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('id', '=', partyId)
    .executeTakeFirst();
  return row?.role;
}

export async function documentBelongsToCase(db: CaseDb, firmId: string, caseId: string, documentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('case_document')
    .select('id')
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------- fee agreement

export type FeeAgreementRow = {
  caseId: string;
  percent: number;
  percentIsOneThird: boolean;
  litigationPercent: number | null;
  litigationPercentIsOneThird: boolean;
  basis: string;
  notes: string | null;
  updatedAt: string;
};

export async function findFeeAgreement(db: CaseDb, firmId: string, caseId: string): Promise<FeeAgreementRow | undefined> {
  const row = await db
    .selectFrom('case_fee_agreement')
    .select([
      'case_id',
      'percent',
      'percent_is_one_third',
      'litigation_percent',
      'litigation_percent_is_one_third',
      'basis',
      'notes',
      'updated_at',
    ])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    caseId: row.case_id,
    percent: row.percent,
    percentIsOneThird: row.percent_is_one_third,
    litigationPercent: row.litigation_percent,
    litigationPercentIsOneThird: row.litigation_percent_is_one_third,
    basis: row.basis,
    notes: row.notes,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function upsertFeeAgreement(
  db: CaseDb,
  firmId: string,
  caseId: string,
  values: Omit<FeeAgreementRow, 'caseId' | 'updatedAt'>,
): Promise<void> {
  const columns = {
    percent: values.percent,
    percent_is_one_third: values.percentIsOneThird,
    litigation_percent: values.litigationPercent,
    litigation_percent_is_one_third: values.litigationPercentIsOneThird,
    basis: values.basis,
    notes: values.notes,
  };
  await db
    .insertInto('case_fee_agreement')
    .values({ ...columns, firm_id: firmId, case_id: caseId })
    .onConflict((conflict) => conflict.columns(['firm_id', 'case_id']).doUpdateSet({ ...columns, updated_at: new Date() }))
    .execute();
}

// ---------------------------------------------------------------- the latest prediction (read only)

/** The case's latest prediction: its value and 95% range, or undefined when it has none. */
export async function findLatestPredictedValue(
  db: CaseDb,
  firmId: string,
  caseId: string,
): Promise<{ mean: number; lower: number; upper: number } | undefined> {
  const row = await db
    .selectFrom('prediction')
    .select(['predicted_value', 'lower_bound', 'upper_bound'])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { mean: row.predicted_value, lower: row.lower_bound, upper: row.upper_bound } : undefined;
}

/** The latest completed e-signature request of the case for a retainer or fee agreement, with the signed copy's name. */
export async function findFeeAgreementSignature(db: CaseDb, firmId: string, caseId: string) {
  return db
    .selectFrom('signature_request as r')
    .leftJoin('case_document as d', (join) => join.onRef('d.firm_id', '=', 'r.firm_id').onRef('d.id', '=', 'r.signed_document_id'))
    .select([
      'r.completed_at as signedAt',
      'r.signed_document_id as documentId',
      'r.document_name as sentName',
      'd.file_name as signedName',
    ])
    .where('r.firm_id', '=', firmId)
    .where('r.case_id', '=', caseId)
    .where('r.fee_agreement', '=', true)
    .where('r.completed_at', 'is not', null)
    .orderBy('r.completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
