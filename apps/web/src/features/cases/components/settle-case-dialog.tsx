// Marking a case Settled asks what it settled for and when it closed; a server 400 naming either field shows under it.
import type { ReactNode } from 'react';
import { z } from 'zod';
import { getTodayIsoDate, isoDateSchema, moneySchema } from '@casecast/domain';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { showServerFieldErrors } from '../../../lib/record-form';
import { moneyText, moneyToText } from '../../money/money-input';

export const settleCaseFormSchema = z.object({
  actualSettlement: moneyText(moneySchema({ message: 'Enter the settlement amount (0 or more)' })),
  dateClosed: isoDateSchema('Date closed is required'),
});
export type SettleCaseFormValues = z.input<typeof settleCaseFormSchema>;
export type SettleCaseFacts = z.output<typeof settleCaseFormSchema>;

const SETTLE_FIELDS = ['actualSettlement', 'dateClosed'] as const;

export function SettleCaseDialog({
  initial,
  pending,
  error,
  submitLabel = 'Mark as Settled',
  onConfirm,
  onCancel,
  children,
}: {
  initial: { actualSettlement: number | null; dateClosed: string | null };
  pending: boolean;
  error: unknown;
  submitLabel?: string;
  onConfirm: (facts: SettleCaseFacts, handlers: { onError: (failure: unknown) => void }) => void;
  onCancel: () => void;
  /** Shown above the buttons (the case page lists the open deadlines and tasks that close with it). */
  children?: ReactNode;
}) {
  const form = useZodForm<SettleCaseFormValues, SettleCaseFacts>(settleCaseFormSchema, {
    defaultValues: {
      actualSettlement: moneyToText(initial.actualSettlement),
      dateClosed: initial.dateClosed?.slice(0, 10) ?? getTodayIsoDate(),
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((facts) =>
    onConfirm(facts, { onError: (failure) => showServerFieldErrors(failure, form.setError, SETTLE_FIELDS) }),
  );
  const bannerError = error && !SETTLE_FIELDS.some((field) => errors[field]?.type === 'server') ? error : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onCancel()}
      title="Mark this case Settled"
      description="The settlement amount and the date closed go on the settlement statement and train the firm's model."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={bannerError} />
        <MoneyField
          form={form}
          name="actualSettlement"
          id="settle-amount"
          label="Settlement amount"
          placeholder="e.g. 85,000.00"
          autoFocus
        />
        <Field label="Date closed" htmlFor="settle-date-closed" error={errors.dateClosed?.message}>
          <Input id="settle-date-closed" type="date" {...form.register('dateClosed')} />
        </Field>
        {children}
        <DialogActions onCancel={onCancel} pending={pending} submitLabel={submitLabel} />
      </form>
    </Dialog>
  );
}
