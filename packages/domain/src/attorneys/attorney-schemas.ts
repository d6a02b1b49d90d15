// Attorneys and their performance rows as the API returns them (spec section 3).
import { z } from 'zod';

export const attorneySchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type Attorney = z.infer<typeof attorneySchema>;

/** An attorney as GET /api/attorneys returns it: userId links a firm member whose role is attorney. */
export const attorneyDetailSchema = attorneySchema.extend({
  email: z.string().nullable(),
  userId: z.string().nullable(),
});
export type AttorneyDetail = z.infer<typeof attorneyDetailSchema>;

export const attorneyListResponseSchema = z.object({ items: z.array(attorneyDetailSchema) });
export type AttorneyListResponse = z.infer<typeof attorneyListResponseSchema>;

/** One attorney's card on the Attorney Performance page (the spec's attorney_war_view row). */
export const attorneyMetricsSchema = z.object({
  attorneyId: z.string(),
  attorneyName: z.string(),
  casesHandled: z.number().int().min(0),
  casesClosed: z.number().int().min(0),
  /** Σ(actual − predicted) / firm median settlement; null when nothing to compare. */
  war: z.number().nullable(),
  /** Σ actual / Σ predicted; null when nothing to compare. */
  performanceRatio: z.number().nullable(),
  valueAboveExpectation: z.number().nullable(),
  averageSettlementAmount: z.number().nullable(),
  /** Days. */
  averageCaseDuration: z.number().nullable(),
  caseTypeDistribution: z.record(z.string(), z.number().int().min(0)),
});
export type AttorneyMetrics = z.infer<typeof attorneyMetricsSchema>;
