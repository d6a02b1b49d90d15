// Deadline and party calls: a case's deadlines (computed and custom) and parties, the firm's upcoming deadlines, and the hooks over them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deadlineEndpoints as endpoints, partyKind, type DeadlineCreate, type DeadlineUpdateInput } from '@casecast/domain';
import { call, type SeenVersion } from '../../lib/api';
import { caseRecordClient } from '../../lib/records';

export const deadlineKeys = {
  forCase: (caseId: string) => ['deadlines', 'case', caseId] as const,
  parties: (caseId: string) => ['parties', 'case', caseId] as const,
  upcoming: (days: number) => ['deadlines', 'upcoming', days] as const,
  rules: ['deadlines', 'rules'] as const,
};

/** A case's parties, over the party kind's client. */
export const partiesApi = caseRecordClient(partyKind);

export const deadlinesApi = {
  list: (caseId: string) => call(endpoints.list, { params: { caseId } }),
  create: (caseId: string, input: DeadlineCreate) => call(endpoints.create, { params: { caseId }, body: input }),
  update: (caseId: string, deadlineId: string, input: DeadlineUpdateInput, seen?: SeenVersion) =>
    call(endpoints.update, { params: { caseId, deadlineId }, body: input, seen }),
  upcoming: (days: number) => call(endpoints.upcoming, { query: { days } }),

  rules: () => call(endpoints.rules),
  checkRules: () => call(endpoints.checkRules, { body: {} }),
  confirmDates: (caseId: string) => call(endpoints.confirmDates, { params: { caseId }, body: {} }),
};

/** The rules page's table: every limitation rule the firm's dates come from (owners; `enabled` false for others). */
export function useRuleTable(enabled: boolean) {
  return useQuery({ queryKey: deadlineKeys.rules, queryFn: deadlinesApi.rules, retry: false, enabled });
}

/** A rule check or a confirmation changes dates: the case's deadlines, history and timeline, the lists, My day. */
function useRuleChangeMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['deadlines'] }),
        queryClient.invalidateQueries({ queryKey: ['calendar'] }),
        queryClient.invalidateQueries({ queryKey: ['cases'] }),
      ]);
    },
  });
}

/** "Confirm dates" after a rule change moved a case's dates (owners and attorneys). */
export function useConfirmCaseDates() {
  return useRuleChangeMutation((caseId: string) => deadlinesApi.confirmDates(caseId));
}

/** Compare the firm's open cases with the current rules now. */
export function useCheckRules() {
  return useRuleChangeMutation(() => deadlinesApi.checkRules());
}

export function useCaseDeadlines(caseId: string) {
  return useQuery({ queryKey: deadlineKeys.forCase(caseId), queryFn: () => deadlinesApi.list(caseId), retry: false });
}

export function useCaseParties(caseId: string) {
  return useQuery({ queryKey: deadlineKeys.parties(caseId), queryFn: () => partiesApi.list(caseId), retry: false });
}

export function useUpcomingDeadlines(days: number) {
  return useQuery({ queryKey: deadlineKeys.upcoming(days), queryFn: () => deadlinesApi.upcoming(days), retry: false });
}

/**
 * A change to a case's deadlines or parties. Parties feed the computed deadlines (a government
 * defendant adds the notice of claim) and every change lands in the case history, so all of the
 * case's deadline, party and history queries, and the upcoming list, are refreshed.
 */
export function useDeadlineMutation<TVariables, TResult>(caseId: string, mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deadlineKeys.forCase(caseId) }),
        queryClient.invalidateQueries({ queryKey: deadlineKeys.parties(caseId) }),
        queryClient.invalidateQueries({ queryKey: ['deadlines', 'upcoming'] }),
        // The case's history (cases feature) lists every deadline change; its key is ['cases', 'history', id].
        queryClient.invalidateQueries({ queryKey: ['cases', 'history', caseId] }),
      ]);
    },
  });
}
