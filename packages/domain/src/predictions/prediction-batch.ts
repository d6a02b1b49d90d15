// "Predict many": the request that starts a batch of predictions and the progress it reports.
import { z } from 'zod';

export const PREDICTION_BATCH_MAX_CASES = 5000;

/** Either the cases named, or every open case of the firm. */
export const predictionBatchCreateSchema = z.union([
  z.object({ caseIds: z.array(z.string().min(1).max(100)).min(1, 'Choose at least one case').max(PREDICTION_BATCH_MAX_CASES) }).strict(),
  z.object({ status: z.literal('open') }).strict(),
]);
export type PredictionBatchCreate = z.infer<typeof predictionBatchCreateSchema>;

export const predictionBatchCreatedSchema = z.object({ jobId: z.string() });

export const PREDICTION_BATCH_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;

export const predictionBatchStatusSchema = z.object({
  jobId: z.string(),
  status: z.enum(PREDICTION_BATCH_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
});
export type PredictionBatchStatus = z.infer<typeof predictionBatchStatusSchema>;

/** Whole percent of the batch finished (done or failed), for the progress bar. */
export function batchProgressPercent(batch: Pick<PredictionBatchStatus, 'total' | 'done' | 'failed'>): number {
  if (batch.total === 0) return 100;
  return Math.min(100, Math.floor(((batch.done + batch.failed) / batch.total) * 100));
}
