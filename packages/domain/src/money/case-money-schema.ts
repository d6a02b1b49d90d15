// The case's resolved medical costs and lost wages as the case detail answer carries them (rule: case-money.ts).
import { z } from 'zod';

export const caseMoneySchema = z.object({
  /** The billed total of the case's medical bills when it has any, else the typed medical costs; null when neither. */
  medicalCosts: z.number().nullable(),
  medicalCostsFrom: z.enum(['bills', 'case']),
  billCount: z.number().int().nonnegative(),
  /** The lost-wage entries' total when there are any, else the typed lost wages; null when neither. */
  lostWages: z.number().nullable(),
  lostWagesFrom: z.enum(['entries', 'case']),
  lostWageEntryCount: z.number().int().nonnegative(),
});
export type CaseMoney = z.infer<typeof caseMoneySchema>;
