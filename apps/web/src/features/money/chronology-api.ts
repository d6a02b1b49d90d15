// The medical chronology of a case: drafting it, reading it (polled while the job runs), and a line's correction,
// dismissal and confirmation, which also refreshes the case's money and treatments.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chronologyEndpoints as endpoints, type ChronologyLineEditInput } from '@casecast/domain';
import { call } from '../../lib/api';
import { moneyKeys } from './api';

export const chronologyKey = (caseId: string) => ['chronology', caseId] as const;

export const chronologyApi = {
  get: (caseId: string) => call(endpoints.get, { params: { caseId } }),
  start: (caseId: string) => call(endpoints.draft, { params: { caseId }, body: {} }),
  edit: (caseId: string, lineId: string, input: ChronologyLineEditInput) =>
    call(endpoints.editLine, { params: { caseId, lineId }, body: input }),
  confirm: (caseId: string, lineId: string, input: ChronologyLineEditInput) =>
    call(endpoints.confirmLine, { params: { caseId, lineId }, body: input }),
  dismiss: (caseId: string, lineId: string) => call(endpoints.dismissLine, { params: { caseId, lineId }, body: {} }),
};

/** The chronology, asked again every 1.5 s while a draft is queued or running. */
export function useChronology(caseId: string) {
  return useQuery({
    queryKey: chronologyKey(caseId),
    queryFn: () => chronologyApi.get(caseId),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'queued' || query.state.data?.status === 'running' ? 1500 : false),
  });
}

export function useChronologyMutations(caseId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: chronologyKey(caseId) });
  const start = useMutation({
    mutationFn: () => chronologyApi.start(caseId),
    onSuccess: (data) => queryClient.setQueryData(chronologyKey(caseId), data),
  });
  const edit = useMutation({
    mutationFn: ({ lineId, input }: { lineId: string; input: ChronologyLineEditInput }) => chronologyApi.edit(caseId, lineId, input),
    onSuccess: refresh,
  });
  const dismiss = useMutation({ mutationFn: (lineId: string) => chronologyApi.dismiss(caseId, lineId), onSuccess: refresh });
  const confirm = useMutation({
    mutationFn: ({ lineId, input }: { lineId: string; input: ChronologyLineEditInput }) => chronologyApi.confirm(caseId, lineId, input),
    onSuccess: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: moneyKeys.forCase(caseId) }),
        queryClient.invalidateQueries({ queryKey: ['cases', 'detail', caseId] }),
        queryClient.invalidateQueries({ queryKey: ['cases', 'history', caseId] }),
      ]),
  });
  return { start, edit, dismiss, confirm };
}
