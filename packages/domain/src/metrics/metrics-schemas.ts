// API contract of the dashboard, settlement analytics and attorney metrics endpoints.
import { z } from 'zod';
import { isIsoDate } from '../shared/iso-date.js';
import { textSchema } from '../shared/schema-fields.js';
import { moneyAnalyticsSchema } from './money-analytics.js';

const isoDate = z.string().refine(isIsoDate, 'Invalid date format');
const amount = z.number();

export const dashboardRecentCaseSchema = z.object({
  id: z.string(),
  caseNo: z.number().int(),
  clientName: z.string(),
  caseType: z.string(),
  status: z.string(),
  dateOpened: z.string(),
  dateClosed: z.string().nullable(),
  updatedAt: z.string(),
  /** The latest prediction's value and 95% interval; null without a prediction. */
  predictedValue: amount.nullable(),
  predictionLower: amount.nullable(),
  predictionUpper: amount.nullable(),
  /** The latest prediction's likely (50%) range, which its confidence label is read from; null without one. */
  likelyLower: amount.nullable(),
  likelyUpper: amount.nullable(),
});
export type DashboardRecentCase = z.infer<typeof dashboardRecentCaseSchema>;

export const dashboardResponseSchema = z.object({
  totalCases: z.number().int(),
  activeCases: z.number().int(),
  /** The latest predictions of the open (active) cases only. */
  totalPredictedValue: amount,
  /** The actual settlements of settled cases, shown beside the open cases' predicted value. */
  totalSettledValue: amount,
  /**
   * '+8.3%' over settled cases with a prediction; null with attorneyValueMetricReason when there is no figure (the
   * spec's fallback constants are not shown: docs/metrics.md).
   */
  attorneyValueMetric: z.string().nullable(),
  attorneyValueMetricReason: z.string().nullable(),
  /** Settled cases the figure compares: its sample size. */
  attorneyValueMetricCases: z.number().int(),
  /** Months (days / 30.44), one decimal; null without closed cases. */
  averageSettlementMonths: z.number().nullable(),
  recentCases: z.array(dashboardRecentCaseSchema),
  activityBreakdown: z.array(z.object({ status: z.string(), label: z.string(), count: z.number().int() })),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const analyticsQuerySchema = z.object({ search: textSchema({ max: 200, tooLongMessage: 'Search is too long' }).trim().optional() });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const carrierMetricSchema = z.object({
  carrier: z.string(),
  count: z.number().int(),
  settledCount: z.number().int(),
  avgSettlement: amount.nullable(),
  total: amount,
});

export const analyticsCasePredictionSchema = z.object({
  id: z.string(),
  caseNo: z.number().int(),
  clientName: z.string(),
  caseType: z.string(),
  carrier: z.string().nullable(),
  status: z.string(),
  /** The latest prediction's value; null without one. */
  estimatedSettlement: amount.nullable(),
  /** Percent; 70 when the case has none (spec section 3). */
  liabilityPercent: z.number(),
});
export type AnalyticsCasePrediction = z.infer<typeof analyticsCasePredictionSchema>;

export const analyticsResponseSchema = z.object({
  search: z.string(),
  avgSettlement: amount.nullable(),
  settledCases: z.number().int(),
  settlementRange: z.object({ min: amount, max: amount }).nullable(),
  totalCases: z.number().int(),
  openCases: z.number().int(),
  averageLiabilityPercent: z.number().nullable(),
  /** By count, most cases first. */
  caseTypeMetrics: z.array(z.object({ caseType: z.string(), count: z.number().int(), avgSettlement: amount.nullable() })),
  /** Carriers with at least 2 cases, highest average settlement first. */
  carrierMetrics: z.array(carrierMetricSchema),
  /** Among carriers with at least 3 cases. */
  carrierHighlights: z.object({ highestAvgSettlement: carrierMetricSchema.nullable(), mostCommon: carrierMetricSchema.nullable() }),
  /** The first 10 matching cases, newest first. */
  casePredictions: z.array(analyticsCasePredictionSchema),
  settlementHistogram: z.array(z.object({ lower: amount, upper: amount.nullable(), count: z.number().int() })),
  /** Countable settlements per quarter of their close date, oldest first. */
  settlementsOverTime: z.array(z.object({ period: z.string(), count: z.number().int(), total: amount, average: amount })),
  /** Settled cases with a prediction made before they closed: predicted versus actual (the newest 500). */
  calibration: z.array(z.object({ id: z.string(), clientName: z.string(), predicted: amount, actual: amount })),
  /** From the case money (bills, fee agreements, negotiations) of the matching settled cases. */
  money: moneyAnalyticsSchema,
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/** A row of GET /api/attorneys/metrics/war (the spec's attorney_war_view), snake_case as the spec names it. */
export const attorneyWarRowSchema = z.object({
  attorney_id: z.string(),
  attorney_name: z.string(),
  cases_handled: z.number().int(),
  cases_closed: z.number().int(),
  /**
   * Σ(A − P) / firm median settlement over settled cases with a pre-settlement prediction, shrunk toward the firm's
   * average when the sample is small: ΣP (r̃ − 1) / median (docs/metrics.md).
   */
  war: z.number().nullable(),
  /** ΣA / ΣP over the same cases, shrunk toward the firm's ΣA / ΣP: r̃ = R + Z (r − R). */
  performance_ratio: z.number().nullable(),
  value_above_expectation: amount.nullable(),
  /** Settled cases compared (those with a pre-settlement prediction): the sample size of war and performance_ratio. */
  compared_cases: z.number().int(),
  /** WAR and ratio as measured, before shrinking toward the firm's average (docs/metrics.md, "Small samples"). */
  raw_war: z.number().nullable(),
  raw_performance_ratio: z.number().nullable(),
  /** Z = n / (n + k): the weight of the attorney's own cases in war and performance_ratio. */
  credibility: z.number(),
  /** 90% intervals of the shrunk figures; null without compared cases (or without a measurable spread). */
  war_interval: z.object({ lower: z.number(), upper: z.number() }).nullable(),
  performance_ratio_interval: z.object({ lower: z.number(), upper: z.number() }).nullable(),
  /** Excellent/Good/Average/Below Average from the shrunk ratio; null under the minimum of compared cases (rating_reason says why). */
  rating: z.enum(['Excellent', 'Good', 'Average', 'Below Average']).nullable(),
  rating_reason: z.string().nullable(),
  average_settlement_amount: amount.nullable(),
  /** Days, one decimal. */
  average_case_duration: z.number().nullable(),
  case_type_distribution: z.record(z.string(), z.number().int()),
});
export type AttorneyWarRow = z.infer<typeof attorneyWarRowSchema>;

export const attorneyWarResponseSchema = z.object({
  items: z.array(attorneyWarRowSchema),
  firm_median_settlement: amount.nullable(),
  /** What small samples are shrunk toward: the firm's ΣA / ΣP, and the prior strength k in cases (null: infinite, no measurable spread between attorneys). */
  firm_performance_ratio: z.number().nullable(),
  prior_cases: z.number().nullable(),
  /** Compared cases an attorney needs for a rating. */
  min_rated_cases: z.number().int(),
});
export type AttorneyWarResponse = z.infer<typeof attorneyWarResponseSchema>;

export const attorneyPerformanceQuerySchema = z.object({
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  attorneyId: textSchema({ max: 100 }).min(1).optional(),
});
export type AttorneyPerformanceQuery = z.infer<typeof attorneyPerformanceQuerySchema>;

/** A stored period record (the spec's attorney_performance table). */
export const attorneyPerformanceRecordSchema = z.object({
  id: z.string(),
  attorney_id: z.string(),
  attorney_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  cases_handled: z.number().int(),
  cases_closed: z.number().int(),
  compared_cases: z.number().int(),
  war: z.number().nullable(),
  performance_ratio: z.number().nullable(),
  value_above_expectation: amount.nullable(),
  average_settlement_amount: amount.nullable(),
  average_case_duration: z.number().nullable(),
  firm_median_settlement: amount.nullable(),
  calculated_at: z.string(),
});
export type AttorneyPerformanceRecord = z.infer<typeof attorneyPerformanceRecordSchema>;

/** At most this many stored period records are listed, newest period first; `truncated` says when there are more. */
export const PERFORMANCE_RECORDS_LIMIT = 5000;
export const attorneyPerformanceResponseSchema = z.object({ items: z.array(attorneyPerformanceRecordSchema), truncated: z.boolean() });
export type AttorneyPerformanceResponse = z.infer<typeof attorneyPerformanceResponseSchema>;

export const attorneyMetricsCalculateSchema = z
  .object({ startDate: isoDate, endDate: isoDate })
  .refine((value) => value.startDate <= value.endDate, { message: 'The start date must be on or before the end date', path: ['endDate'] });
export type AttorneyMetricsCalculate = z.infer<typeof attorneyMetricsCalculateSchema>;

export const attorneyMetricsCalculateResponseSchema = z.object({
  success: z.literal(true),
  periodStart: z.string(),
  periodEnd: z.string(),
  attorneys: z.number().int(),
  /** Settled cases that got a pre-settlement prediction from the base model first. */
  backfilledPredictions: z.number().int(),
});
export type AttorneyMetricsCalculateResponse = z.infer<typeof attorneyMetricsCalculateResponseSchema>;
