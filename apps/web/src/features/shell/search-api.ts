// The global search call: GET /api/search, its answer checked by the domain's schema.
import { useQuery } from '@tanstack/react-query';
import { GLOBAL_SEARCH_MIN_LENGTH, globalSearchResponseSchema } from '@casecast/domain';
import { api } from '../../lib/api';

export const searchKeys = { results: (q: string) => ['search', q] as const };

export const searchApi = {
  search: async (q: string) => globalSearchResponseSchema.parse(await api.get<unknown>(`/api/search?q=${encodeURIComponent(q)}`)),
};

/** Results for a search of at least two characters (trimmed); nothing is asked for a shorter one. */
export function useGlobalSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({
    queryKey: searchKeys.results(trimmed),
    queryFn: () => searchApi.search(trimmed),
    enabled: trimmed.length >= GLOBAL_SEARCH_MIN_LENGTH,
    staleTime: 30_000,
    retry: false,
  });
}
