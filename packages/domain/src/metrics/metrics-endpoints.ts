// The reporting API, one group per server feature: the dashboard, the settlement analytics and the attorney metrics
// (/api/attorneys/metrics/*: static paths, so /api/attorneys/:id never captures them).
import { defineEndpoint } from '../shared/endpoint.js';
import {
  analyticsQuerySchema,
  analyticsResponseSchema,
  attorneyMetricsCalculateResponseSchema,
  attorneyMetricsCalculateSchema,
  attorneyPerformanceQuerySchema,
  attorneyPerformanceResponseSchema,
  attorneyWarResponseSchema,
  dashboardResponseSchema,
} from './metrics-schemas.js';

export const dashboardEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard',
    tags: ['dashboard'],
    summary: 'Metric cards, recent cases and activity breakdown of the firm',
    response: dashboardResponseSchema,
  }),
};

export const analyticsEndpoints = {
  settlements: defineEndpoint({
    method: 'GET',
    path: '/api/analytics',
    tags: ['analytics'],
    summary: 'Settlement analytics over the firm’s cases matching the search (client name, case type or carrier)',
    query: analyticsQuerySchema,
    response: analyticsResponseSchema,
  }),
};

const tags = ['attorney metrics'];

export const attorneyMetricsEndpoints = {
  war: defineEndpoint({
    method: 'GET',
    path: '/api/attorneys/metrics/war',
    tags,
    summary: 'WAR, performance ratio and case figures of every attorney, highest WAR first',
    response: attorneyWarResponseSchema,
  }),
  performance: defineEndpoint({
    method: 'GET',
    path: '/api/attorneys/metrics/performance',
    tags,
    summary: 'Stored period records, newest period first',
    query: attorneyPerformanceQuerySchema,
    response: attorneyPerformanceResponseSchema,
  }),
  calculate: defineEndpoint({
    method: 'POST',
    path: '/api/attorneys/metrics/calculate',
    tags,
    summary: 'Compute and store a period for every attorney (owners)',
    body: attorneyMetricsCalculateSchema,
    response: attorneyMetricsCalculateResponseSchema,
  }),
};
