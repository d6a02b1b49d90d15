// Money calls of a case (providers, bills, lost wages, policies, negotiations, costs, liens, fee agreement, financials,
// settlement statement) typed over the domain schemas, and the hooks over them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  expenseKind,
  feeAgreementResponseSchema,
  feeAgreementSchema,
  financialsSchema,
  lienKind,
  lostWageKind,
  medicalBillKind,
  negotiationKind,
  policyKind,
  providerKind,
  settlementStatementReadSchema,
  demandTemplateResponseSchema,
  type DemandTemplateUpdate,
  type FeeAgreementInput,
} from '@casecast/domain';
import { api, apiRequest, type SeenVersion } from '../../lib/api';
import { caseRecordClient } from '../../lib/records';

const casePath = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}`;

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

  financials: async (caseId: string) => financialsSchema.parse(await api.get<unknown>(`${casePath(caseId)}/financials`)),
  /** The agreement, and when a retainer or fee agreement of the case was signed electronically. */
  feeAgreement: async (caseId: string) => feeAgreementResponseSchema.parse(await api.get<unknown>(`${casePath(caseId)}/fee-agreement`)),
  saveFeeAgreement: async (caseId: string, input: FeeAgreementInput) => {
    const body = await apiRequest<unknown>('PUT', `${casePath(caseId)}/fee-agreement`, input);
    // The agreement itself, or wrapped as GET answers it.
    const direct = feeAgreementSchema.safeParse(body);
    return direct.success ? direct.data : feeAgreementResponseSchema.parse(body).feeAgreement;
  },
  /** The damages kept on the case itself (property damage): a case change, which the case page shows too. */
  updateCaseDamages: (
    caseId: string,
    input: { propertyDamageAmount?: number | null | undefined; propertyDamageSeverity?: string | null | undefined },
  ) => api.patch<unknown>(casePath(caseId), input),
  /** The statement, or "none yet" (a 200) while the case has no settlement amount. */
  statement: async (caseId: string) =>
    settlementStatementReadSchema.parse(await api.get<unknown>(`${casePath(caseId)}/settlement-statement`)),
};

/** Where the statement PDF and the demand packages download from (same origin: the session cookie goes with them). */
export const moneyDownloads = {
  statementPdf: (caseId: string) => `${casePath(caseId)}/settlement-statement.pdf`,
  demandPackage: (caseId: string, audience: 'client' | 'internal') => `${casePath(caseId)}/demand-package.pdf?version=${audience}`,
  /** The demand letter alone as a Word file, on the same letter engine (not kept: the PDF is the letter of record). */
  demandLetterDocx: (caseId: string) => `${casePath(caseId)}/demand-letter.docx`,
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
  get: async () => demandTemplateResponseSchema.parse(await api.get<unknown>('/api/firm/demand-template')),
  save: async (input: DemandTemplateUpdate) =>
    demandTemplateResponseSchema.parse(await apiRequest<unknown>('PUT', '/api/firm/demand-template', input)),
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
