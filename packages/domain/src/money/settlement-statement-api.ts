// API shape of GET /api/cases/:id/settlement-statement: the statement in dollars with cents, and the statement from the computed cents.
import { z } from 'zod';
import { noneYetSchema } from '../shared/none-yet.js';
import { FEE_BASES } from './money-schemas.js';
import { STATEMENT_LINE_KINDS, centsToDollars, statementFeePercent, type SettlementStatement } from './settlement-statement.js';

const dollars = z.number();

export const settlementStatementLineSchema = z.object({
  kind: z.enum(STATEMENT_LINE_KINDS),
  label: z.string(),
  detail: z.string().nullable(),
  sourceId: z.string().nullable(),
  /** Dollars with cents; only the net to client can be negative. */
  amount: dollars,
});

export const settlementStatementResponseSchema = z.object({
  caseId: z.string(),
  clientName: z.string(),
  caseNumber: z.string().nullable(),
  settledOn: z.string().nullable(),
  gross: dollars,
  fee: dollars,
  expenses: dollars,
  liens: dollars,
  medicalBalances: dollars,
  /** gross − fee − expenses − liens − medicalBalances; negative when they exceed the settlement. */
  netToClient: dollars,
  /** How much the deductions exceed the gross; 0 otherwise. */
  shortfall: dollars,
  feeAgreement: z
    .object({
      /** The percent applied (33.333… for a third); the arithmetic uses the exact fraction. */
      percent: z.number(),
      label: z.string(),
      basis: z.enum(FEE_BASES),
      /** What the percent is taken of: the gross, or the gross less reimbursable costs. */
      feeBase: dollars,
      litigationRateApplied: z.boolean(),
    })
    .nullable(),
  /** Fee, each reimbursed cost, each lien, each unpaid medical balance, then the net to client: they sum exactly to the gross. */
  lines: z.array(settlementStatementLineSchema),
  warnings: z.array(z.string()),
  /** SHA-256 of the statement's inputs: a PDF is stored as a new version only when it changes. */
  inputsHash: z.string(),
  /** The stored PDF version made from exactly these inputs, null until the PDF is first downloaded. */
  version: z.object({ number: z.number().int(), documentId: z.string().nullable(), createdAt: z.string() }).nullable(),
});
export type SettlementStatementResponse = z.infer<typeof settlementStatementResponseSchema>;

export const NO_SETTLEMENT_MESSAGE =
  'This case has no settlement amount yet. Mark it Settled with the settlement amount and date closed first.';
/** GET /api/cases/:caseId/settlement-statement: the statement, or "none yet" (200) while the case has no settlement amount. */
export const settlementStatementReadSchema = z.union([settlementStatementResponseSchema, noneYetSchema]);
export type SettlementStatementRead = z.infer<typeof settlementStatementReadSchema>;

/** The computed statement as the API carries it (dollars), without the case facts and version. */
export function toSettlementStatementAmounts(statement: SettlementStatement) {
  const percent = statementFeePercent(statement);
  return {
    gross: centsToDollars(statement.grossCents),
    fee: centsToDollars(statement.feeCents),
    expenses: centsToDollars(statement.expensesCents),
    liens: centsToDollars(statement.liensCents),
    medicalBalances: centsToDollars(statement.medicalBalancesCents),
    netToClient: centsToDollars(statement.netToClientCents),
    shortfall: centsToDollars(statement.shortfallCents),
    feeAgreement:
      percent === null || statement.fee.basis === null || statement.fee.label === null
        ? null
        : {
            percent,
            label: statement.fee.label,
            basis: statement.fee.basis,
            feeBase: centsToDollars(statement.fee.baseCents),
            litigationRateApplied: statement.fee.litigationRateApplied,
          },
    lines: statement.lines.map(({ amountCents, ...line }) => ({ ...line, amount: centsToDollars(amountCents) })),
    warnings: statement.warnings,
  };
}
