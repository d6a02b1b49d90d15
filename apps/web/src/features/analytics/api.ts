// Dashboard, settlement analytics and attorney metrics API calls with their TanStack Query hooks.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { analyticsEndpoints, attorneyMetricsEndpoints, dashboardEndpoints, predictionEndpoints } from '@casecast/domain';
import { call } from '../../lib/api';

export const metricsKeys = {
  dashboard: ['dashboard'] as const,
  analytics: (search: string) => ['analytics', search] as const,
  war: ['attorney-metrics', 'war'] as const,
  performance: ['attorney-metrics', 'performance'] as const,
};

export function useDashboard() {
  return useQuery({ queryKey: metricsKeys.dashboard, queryFn: () => call(dashboardEndpoints.dashboard) });
}

export function useSettlementAnalytics(search: string) {
  return useQuery({
    queryKey: metricsKeys.analytics(search),
    queryFn: () => call(analyticsEndpoints.settlements, { query: search ? { search } : {} }),
    // Typing in the search box keeps the last answer on screen instead of flashing the spinner.
    placeholderData: keepPreviousData,
  });
}

/** The backtest trains a model: it runs when asked (a cutoff, or '' for the default), not on every visit. */
export function useBacktest(cutoff: string | null) {
  return useQuery({
    queryKey: ['analytics', 'backtest', cutoff] as const,
    queryFn: () => call(predictionEndpoints.backtest, { query: cutoff ? { cutoff } : {} }),
    enabled: cutoff !== null,
    staleTime: Infinity,
  });
}

export function useAttorneyWar() {
  return useQuery({ queryKey: metricsKeys.war, queryFn: () => call(attorneyMetricsEndpoints.war) });
}

export function useAttorneyPerformance() {
  return useQuery({
    queryKey: metricsKeys.performance,
    queryFn: () => call(attorneyMetricsEndpoints.performance),
  });
}

/** Calculates the given periods one after another (each stores a record per attorney), then refreshes the figures. */
export function useCalculatePeriods() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (periods: ReadonlyArray<{ start: string; end: string }>) => {
      const results = [];
      for (const period of periods)
        results.push(await call(attorneyMetricsEndpoints.calculate, { body: { startDate: period.start, endDate: period.end } }));
      return results;
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['attorney-metrics'] }),
  });
}
