// The global search call: GET /api/search over its endpoint, the answer checked by the domain's schema.
import { useQuery } from '@tanstack/react-query';
import { GLOBAL_SEARCH_MIN_LENGTH, searchEndpoints as endpoints } from '@casecast/domain';
import { call } from '../../lib/api';

export const searchKeys = { results: (q: string) => ['search', q] as const };

export const searchApi = {
  search: (q: string) => call(endpoints.search, { query: { q } }),
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
