// What a case settled for and when it closed, asked wherever a case is marked Settled (the phase selector's dialog, the
// Phase checklist's move): one form schema and one pair of fields, so both ask alike and read the server's field errors.
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { getTodayIsoDate, isoDateSchema, moneySchema } from '@casecast/domain';
import { moneyText, moneyToText } from '../lib/money-input';
import { showServerFieldErrors } from '../lib/record-form';
import { Field } from './ui/field';
import { useZodForm } from './ui/form';
import { Input } from './ui/input';
import { MoneyField } from './ui/money-field';

export const settleCaseFormSchema = z.object({
  actualSettlement: moneyText(moneySchema({ message: 'Enter the settlement amount (0 or more)' })),
  dateClosed: isoDateSchema('Date closed is required'),
});
export type SettleCaseFormValues = z.input<typeof settleCaseFormSchema>;
export type SettleCaseFacts = z.output<typeof settleCaseFormSchema>;
export type SettleFactsForm = UseFormReturn<SettleCaseFormValues, unknown, SettleCaseFacts>;

export const SETTLE_FIELDS = ['actualSettlement', 'dateClosed'] as const;

/** The form, filled with what the case already has (the date closed defaults to today). */
export function useSettleFactsForm(initial: { actualSettlement: number | null; dateClosed: string | null }): SettleFactsForm {
  return useZodForm<SettleCaseFormValues, SettleCaseFacts>(settleCaseFormSchema, {
    defaultValues: {
      actualSettlement: moneyToText(initial.actualSettlement),
      dateClosed: initial.dateClosed?.slice(0, 10) ?? getTodayIsoDate(),
    },
  });
}

/** A server 400 naming either field is shown under it; anything else stays the caller's to show. */
export function showSettleFactsErrors(form: SettleFactsForm, failure: unknown): void {
  showServerFieldErrors(failure, form.setError, SETTLE_FIELDS);
}

/** True when the form shows the server's error under one of its fields (so a banner need not repeat it). */
export function settleFactsShowServerError(form: SettleFactsForm): boolean {
  return SETTLE_FIELDS.some((field) => form.formState.errors[field]?.type === 'server');
}

export function SettleFactsFields({ form, idPrefix, autoFocus }: { form: SettleFactsForm; idPrefix: string; autoFocus?: boolean }) {
  return (
    <>
      <MoneyField
        form={form}
        name="actualSettlement"
        id={`${idPrefix}-amount`}
        label="Settlement amount"
        placeholder="e.g. 85,000.00"
        {...(autoFocus ? { autoFocus } : {})}
      />
      <Field label="Date closed" htmlFor={`${idPrefix}-date-closed`} error={form.formState.errors.dateClosed?.message}>
        <Input id={`${idPrefix}-date-closed`} type="date" {...form.register('dateClosed')} />
      </Field>
    </>
  );
}
