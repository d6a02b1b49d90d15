// The firm's letter templates over their record kind's client, a template's preview against a case, and a letter
// made on a case (filed among its documents).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  caseListResponseSchema,
  letterEndpoints,
  letterTemplateKind,
  lienKind,
  providerKind,
  type GenerateLetterInput,
  type LetterTemplate,
  type LetterTemplateCreateInput,
  type PreviewLetterInput,
} from '@casecast/domain';
import { api, call } from '../../lib/api';
import { caseRecordClient, firmRecordClient } from '../../lib/records';

const client = firmRecordClient(letterTemplateKind);
// The case's providers and liens a letter may be addressed to (the same keys as the money tabs' lists).
const providers = caseRecordClient(providerKind);
const liens = caseRecordClient(lienKind);

export const letterKeys = {
  templates: ['letter-templates'] as const,
  caseSearch: (q: string) => ['letter-templates', 'case-search', q] as const,
};

export const lettersApi = {
  list: async () => (await call(letterEndpoints.templates)).items,
  create: client.create,
  update: client.update,
  remove: client.remove,
  providers: providers.list,
  liens: liens.list,
  preview: (templateId: string, input: PreviewLetterInput) => call(letterEndpoints.preview, { params: { templateId }, body: input }),
  generate: (caseId: string, input: GenerateLetterInput) => call(letterEndpoints.generate, { params: { caseId }, body: input }),
  /** Cases by client name or number, for the preview's case picker. */
  searchCases: async (q: string) =>
    caseListResponseSchema.parse(await api.get<unknown>(`/api/cases?${new URLSearchParams({ search: q, pageSize: '10' }).toString()}`)),
};

export function useLetterTemplates() {
  return useQuery({ queryKey: letterKeys.templates, queryFn: lettersApi.list, retry: false });
}

function useTemplateMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The list, and the firm's activity that lists the change.
    onSuccess: () => Promise.all([letterKeys.templates, ['firm']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Adds a template, or changes `template` (sent with the version shown, so a stale edit is refused). */
export function useSaveLetterTemplate(template: LetterTemplate | undefined) {
  return useTemplateMutation((input: LetterTemplateCreateInput) =>
    template ? lettersApi.update(template.id, input, template) : lettersApi.create(input),
  );
}

export function useRemoveLetterTemplate() {
  return useTemplateMutation((template: LetterTemplate) => lettersApi.remove(template.id, template));
}

export function useCaseSearch(q: string) {
  return useQuery({
    queryKey: letterKeys.caseSearch(q),
    queryFn: () => lettersApi.searchCases(q),
    enabled: q.trim().length >= 2,
    retry: false,
  });
}
