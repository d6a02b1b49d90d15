// Task and stage calls: the firm's tasks, a task from a deadline, a case's stage with its checklist, the stage templates.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  caseStageResponseSchema,
  firmMemberListSchema,
  stageTemplatesResponseSchema,
  taskListResponseSchema,
  taskSchema,
  type CaseStageUpdateInput,
  type DeadlineTaskCreateInput,
  type StageTemplatesUpdateInput,
  type TaskCreateInput,
  type TaskUpdateInput,
} from '@casecast/domain';
import { api, type SeenVersion } from '../../lib/api';

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

function query(filters: TaskFilters): string {
  const params = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
  const text = params.toString();
  return text ? `?${text}` : '';
}

const casePath = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}`;

export const tasksApi = {
  list: async (filters: TaskFilters) => taskListResponseSchema.parse(await api.get<unknown>(`/api/tasks${query(filters)}`)),
  create: async (input: TaskCreateInput) => taskSchema.parse(await api.post<unknown>('/api/tasks', input)),
  update: async (id: string, input: TaskUpdateInput, seen?: SeenVersion) =>
    taskSchema.parse(await api.patch<unknown>(`/api/tasks/${encodeURIComponent(id)}`, input, seen)),
  remove: (id: string, seen?: SeenVersion) => api.delete<unknown>(`/api/tasks/${encodeURIComponent(id)}`, seen),
  fromDeadline: async (caseId: string, deadlineId: string, input: DeadlineTaskCreateInput = {}) =>
    taskSchema.parse(await api.post<unknown>(`${casePath(caseId)}/deadlines/${encodeURIComponent(deadlineId)}/tasks`, input)),
  changeStage: async (caseId: string, input: CaseStageUpdateInput) =>
    caseStageResponseSchema.parse(await api.put<unknown>(`${casePath(caseId)}/stage`, input)),
  templates: async () => stageTemplatesResponseSchema.parse(await api.get<unknown>('/api/stage-templates')).items,
  saveTemplates: async (input: StageTemplatesUpdateInput) =>
    stageTemplatesResponseSchema.parse(await api.put<unknown>('/api/stage-templates', input)).items,
  members: async () => firmMemberListSchema.parse(await api.get<unknown>('/api/firm/members')).members,
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
