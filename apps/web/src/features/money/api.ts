// Money calls of a case (providers, bills, lost wages, policies, negotiations, costs, liens, fee agreement, financials,
// settlement statement) typed over the domain schemas, and the hooks over them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  expenseListResponseSchema,
  expenseSchema,
  feeAgreementResponseSchema,
  feeAgreementSchema,
  financialsSchema,
  lienListResponseSchema,
  lienSchema,
  lostWageListResponseSchema,
  lostWageSchema,
  medicalBillListResponseSchema,
  medicalBillSchema,
  negotiationListResponseSchema,
  negotiationSchema,
  policyListResponseSchema,
  policySchema,
  providerListResponseSchema,
  providerSchema,
  settlementStatementReadSchema,
  demandTemplateResponseSchema,
  type DemandTemplateUpdate,
  type ExpenseCreate,
  type FeeAgreementInput,
  type LienCreate,
  type LostWageCreate,
  type MedicalBillCreate,
  type NegotiationCreate,
  type PolicyCreate,
  type ProviderCreate,
} from '@casecast/domain';
import { z } from 'zod';
import { api, apiRequest, type SeenVersion } from '../../lib/api';

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

/** list/create/update/remove of one part under /api/cases/{id}/{part}. */
function casePart<TItem, TCreate>(part: MoneyPart, item: z.ZodType<TItem>, list: z.ZodType<{ items: TItem[] }>) {
  const itemPath = (caseId: string, id: string) => `${casePath(caseId)}/${part}/${encodeURIComponent(id)}`;
  return {
    part,
    list: async (caseId: string) => list.parse(await api.get<unknown>(`${casePath(caseId)}/${part}`)).items,
    create: async (caseId: string, input: TCreate) => item.parse(await api.post<unknown>(`${casePath(caseId)}/${part}`, input)),
    update: async (caseId: string, id: string, input: Partial<TCreate>, seen?: SeenVersion) =>
      item.parse(await api.patch<unknown>(itemPath(caseId, id), input, seen)),
    remove: (caseId: string, id: string, seen?: SeenVersion) => api.delete<unknown>(itemPath(caseId, id), seen),
  };
}

export const moneyApi = {
  providers: casePart<z.infer<typeof providerSchema>, ProviderCreate>('providers', providerSchema, providerListResponseSchema),
  bills: casePart<z.infer<typeof medicalBillSchema>, MedicalBillCreate>('medical-bills', medicalBillSchema, medicalBillListResponseSchema),
  lostWages: casePart<z.infer<typeof lostWageSchema>, LostWageCreate>('lost-wages', lostWageSchema, lostWageListResponseSchema),
  policies: casePart<z.infer<typeof policySchema>, PolicyCreate>('policies', policySchema, policyListResponseSchema),
  negotiations: casePart<z.infer<typeof negotiationSchema>, NegotiationCreate>(
    'negotiations',
    negotiationSchema,
    negotiationListResponseSchema,
  ),
  expenses: casePart<z.infer<typeof expenseSchema>, ExpenseCreate>('expenses', expenseSchema, expenseListResponseSchema),
  liens: casePart<z.infer<typeof lienSchema>, LienCreate>('liens', lienSchema, lienListResponseSchema),

  financials: async (caseId: string) => financialsSchema.parse(await api.get<unknown>(`${casePath(caseId)}/financials`)),
  feeAgreement: async (caseId: string) =>
    feeAgreementResponseSchema.parse(await api.get<unknown>(`${casePath(caseId)}/fee-agreement`)).feeAgreement,
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
};

/** One part's list, create, update and remove calls (moneyApi.providers, moneyApi.expenses…). */
export type MoneyPartApi<TItem, TCreate> = ReturnType<typeof casePart<TItem, TCreate>>;

export function useMoneyPart<TItem, TCreate>(caseId: string, part: MoneyPartApi<TItem, TCreate>) {
  return useQuery({ queryKey: moneyKeys.part(caseId, part.part), queryFn: () => part.list(caseId), retry: false });
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
