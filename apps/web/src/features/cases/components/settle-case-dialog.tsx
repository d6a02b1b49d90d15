// Marking a case Settled asks what it settled for and when it closed; a server 400 naming either field shows under it.
import type { ReactNode } from 'react';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form';
import {
  SettleFactsFields,
  settleFactsShowServerError,
  showSettleFactsErrors,
  useSettleFactsForm,
  type SettleCaseFacts,
} from '../../../components/settle-facts';

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
  const form = useSettleFactsForm(initial);
  const submit = form.handleSubmit((facts) => onConfirm(facts, { onError: (failure) => showSettleFactsErrors(form, failure) }));
  const bannerError = error && !settleFactsShowServerError(form) ? error : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onCancel()}
      title="Mark this case Settled"
      description="The settlement amount and the date closed go on the settlement statement and train the firm's model."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={bannerError} />
        <SettleFactsFields form={form} idPrefix="settle" autoFocus />
        {children}
        <DialogActions onCancel={onCancel} pending={pending} submitLabel={submitLabel} />
      </form>
    </Dialog>
  );
}
