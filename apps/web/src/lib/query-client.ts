// The app's query cache: TanStack Query's, with one change to invalidation.
import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';

/**
 * Invalidating a query restarts a fetch in flight only when the query already has data: a first load still in flight
 * is reused, and its answer may predate the change that invalidated it. A file uploaded while its case's document list
 * was still loading stayed missing from the list until the page was opened again. Here such a first load is cancelled
 * before the invalidation, which then fetches the query again.
 */
export class AppQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    await this.cancelQueries({
      ...filters,
      fetchStatus: 'fetching',
      predicate: (query) => query.state.data === undefined && (filters?.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}
