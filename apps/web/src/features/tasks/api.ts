// Task and stage calls: the firm's tasks, a task from a deadline, a case's stage with its checklist, the stage templates.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  caseLifecycleEndpoints,
  firmEndpoints,
  taskEndpoints as endpoints,
  type CaseStageUpdateInput,
  type DeadlineTaskCreateInput,
  type StageTemplatesUpdateInput,
  type TaskCreateInput,
  type TaskUpdateInput,
} from '@casecast/domain';
import { call, type SeenVersion } from '../../lib/api';

export type TaskFilters = {
  caseId?: string;
  assigneeId?: string;
  unassigned?: 'true';
  status?: 'open' | 'done';
  from?: string;
  to?: string;
};

export const taskKeys = {
  all: ['tasks'] as const,
  list: (filters: TaskFilters) => ['tasks', 'list', filters] as const,
  templates: ['tasks', 'stage-templates'] as const,
  members: ['tasks', 'firm-members'] as const,
};

/** The filters with a value: an empty field filters nothing. */
function setFilters(filters: TaskFilters): TaskFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => typeof value === 'string' && value !== ''));
}

export const tasksApi = {
  list: (filters: TaskFilters) => call(endpoints.list, { query: setFilters(filters) }),
  create: (input: TaskCreateInput) => call(endpoints.create, { body: input }),
  update: (id: string, input: TaskUpdateInput, seen?: SeenVersion) => call(endpoints.update, { params: { id }, body: input, seen }),
  remove: (id: string, seen?: SeenVersion) => call(endpoints.remove, { params: { id }, seen }),
  fromDeadline: (caseId: string, deadlineId: string, input: DeadlineTaskCreateInput = {}) =>
    call(endpoints.fromDeadline, { params: { caseId, deadlineId }, body: input }),
  changeStage: (caseId: string, input: CaseStageUpdateInput) =>
    call(caseLifecycleEndpoints.moveToStage, { params: { caseId }, body: input }),
  templates: async () => (await call(endpoints.stageTemplates)).items,
  saveTemplates: async (input: StageTemplatesUpdateInput) => (await call(endpoints.saveStageTemplates, { body: input })).items,
  members: async () => (await call(firmEndpoints.members)).members,
};

export function useTasks(filters: TaskFilters) {
  return useQuery({ queryKey: taskKeys.list(filters), queryFn: () => tasksApi.list(filters), retry: false });
}

export function useStageTemplates() {
  return useQuery({ queryKey: taskKeys.templates, queryFn: tasksApi.templates, retry: false });
}

export function useFirmMembers() {
  return useQuery({ queryKey: taskKeys.members, queryFn: tasksApi.members, retry: false, staleTime: 60_000 });
}

/** A change to tasks (or a case's stage): tasks, calendars, "my day", the case and its history are refreshed. */
export function useTaskMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>, caseId?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['calendar'] }),
        ...(caseId
          ? [
              queryClient.invalidateQueries({ queryKey: ['cases', 'history', caseId] }),
              queryClient.invalidateQueries({ queryKey: ['cases', 'detail', caseId] }),
            ]
          : []),
      ]);
    },
  });
}
