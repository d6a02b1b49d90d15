// Money calls of a case (providers, bills, lost wages, policies, negotiations, costs, liens, fee agreement, financials,
// settlement statement, demand template and downloads) over the API contract of packages/domain, and the hooks over them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  caseLifecycleEndpoints,
  expenseKind,
  lienKind,
  lostWageKind,
  medicalBillKind,
  moneyEndpoints,
  negotiationKind,
  policyKind,
  providerKind,
  settlementEndpoints,
  demandPackageEndpoints,
  endpointUrl,
  type DemandPackageVersion,
  type DemandTemplateUpdate,
  type FeeAgreementInput,
} from '@casecast/domain';
import { call, type SeenVersion } from '../../lib/api';
import { caseRecordClient } from '../../lib/records';

/** Every money query of a case sits under ['money', caseId], so one change refreshes the totals and the statement with it. */
export const moneyKeys = {
  forCase: (caseId: string) => ['money', caseId] as const,
  part: (caseId: string, part: MoneyPart) => ['money', caseId, part] as const,
  financials: (caseId: string) => ['money', caseId, 'financials'] as const,
  statement: (caseId: string) => ['money', caseId, 'settlement-statement'] as const,
  feeAgreement: (caseId: string) => ['money', caseId, 'fee-agreement'] as const,
};

export type MoneyPart = 'providers' | 'medical-bills' | 'lost-wages' | 'policies' | 'negotiations' | 'expenses' | 'liens';

export const moneyApi = {
  providers: caseRecordClient(providerKind),
  bills: caseRecordClient(medicalBillKind),
  lostWages: caseRecordClient(lostWageKind),
  policies: caseRecordClient(policyKind),
  negotiations: caseRecordClient(negotiationKind),
  expenses: caseRecordClient(expenseKind),
  liens: caseRecordClient(lienKind),

  financials: (caseId: string) => call(moneyEndpoints.financials, { params: { caseId } }),
  /** The agreement, and when a retainer or fee agreement of the case was signed electronically. */
  feeAgreement: (caseId: string) => call(moneyEndpoints.feeAgreement, { params: { caseId } }),
  saveFeeAgreement: (caseId: string, input: FeeAgreementInput) =>
    call(moneyEndpoints.saveFeeAgreement, { params: { caseId }, body: input }),
  /** The damages kept on the case itself (property damage): a case change, which the case page shows too. */
  updateCaseDamages: (
    caseId: string,
    input: { propertyDamageAmount?: number | null | undefined; propertyDamageSeverity?: string | null | undefined },
  ) => call(caseLifecycleEndpoints.update, { params: { id: caseId }, body: input }),
  /** The statement, or "none yet" (a 200) while the case has no settlement amount. */
  statement: (caseId: string) => call(settlementEndpoints.statement, { params: { caseId } }),
};

/** Where the statement PDF and the demand packages download from (same origin: the session cookie goes with them). */
export const moneyDownloads = {
  statementPdf: (caseId: string) => endpointUrl(settlementEndpoints.statementPdf, { caseId }),
  demandPackage: (caseId: string, audience: DemandPackageVersion) =>
    endpointUrl(demandPackageEndpoints.packagePdf, { caseId }, { version: audience }),
  /** The demand letter alone as a Word file, on the same letter engine (not kept: the PDF is the letter of record). */
  demandLetterDocx: (caseId: string) => endpointUrl(demandPackageEndpoints.letterDocx, { caseId }),
};

/** One part's list, create, update and remove calls (moneyApi.providers, moneyApi.expenses…). */
export type MoneyPartApi<TItem, TCreate> = {
  path: string;
  list: (caseId: string) => Promise<TItem[]>;
  create: (caseId: string, input: TCreate) => Promise<TItem>;
  update: (caseId: string, id: string, input: Partial<TCreate>, seen?: SeenVersion) => Promise<TItem>;
  remove: (caseId: string, id: string, seen?: SeenVersion) => Promise<unknown>;
};

export function useMoneyPart<TItem, TCreate>(caseId: string, part: MoneyPartApi<TItem, TCreate>) {
  return useQuery({ queryKey: moneyKeys.part(caseId, part.path as MoneyPart), queryFn: () => part.list(caseId), retry: false });
}

export function useFinancials(caseId: string) {
  return useQuery({ queryKey: moneyKeys.financials(caseId), queryFn: () => moneyApi.financials(caseId), retry: false });
}

export function useFeeAgreement(caseId: string) {
  return useQuery({ queryKey: moneyKeys.feeAgreement(caseId), queryFn: () => moneyApi.feeAgreement(caseId), retry: false });
}

export function useSettlementStatement(caseId: string, enabled = true) {
  return useQuery({ queryKey: moneyKeys.statement(caseId), queryFn: () => moneyApi.statement(caseId), retry: false, enabled });
}

/** The queries one money change can move: every money part of the case (totals, statement), its history and the case itself (specials feed the prediction facts). */
export function useInvalidateCaseMoney(caseId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moneyKeys.forCase(caseId) }),
      queryClient.invalidateQueries({ queryKey: ['cases', 'history', caseId] }),
      queryClient.invalidateQueries({ queryKey: ['cases', 'detail', caseId] }),
    ]);
}

/** A change to one of the case's money parts; on success the financials and the statement are refreshed with it. */
export function useMoneyMutation<TVariables, TResult>(caseId: string, mutationFn: (variables: TVariables) => Promise<TResult>) {
  const invalidate = useInvalidateCaseMoney(caseId);
  return useMutation({ mutationFn, onSuccess: async () => void (await invalidate()) });
}

/** The firm's demand letter template (Settings): every member reads it, owners change it. */
export const demandTemplateKey = ['firm', 'demand-template'] as const;

export const demandTemplateApi = {
  get: () => call(demandPackageEndpoints.template),
  save: (input: DemandTemplateUpdate) => call(demandPackageEndpoints.saveTemplate, { body: input }),
};

export function useDemandTemplate() {
  return useQuery({ queryKey: demandTemplateKey, queryFn: demandTemplateApi.get, retry: false });
}

export function useSaveDemandTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: demandTemplateApi.save,
    onSuccess: (saved) => {
      queryClient.setQueryData(demandTemplateKey, saved);
      // The firm's activity (Settings, under ['firm'] too) now has this change.
      void queryClient.invalidateQueries({ queryKey: ['firm'], predicate: (query) => query.queryKey[1] !== demandTemplateKey[1] });
    },
  });
}
