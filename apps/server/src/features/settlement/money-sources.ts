// The case's money records the statement is computed from: fee agreement, case costs, liens and unpaid medical balances.
import type { SettlementStatementInput } from '@casecast/domain';
import type { CaseDb } from '../../db/case-tables.js';

export type MoneySources = Pick<SettlementStatementInput, 'feeAgreement' | 'expenses' | 'liens' | 'medicalBalances'>;

export async function loadMoneySources(_db: CaseDb, _firmId: string, _caseId: string): Promise<MoneySources> {
  return { feeAgreement: null, expenses: [], liens: [], medicalBalances: [] };
}
