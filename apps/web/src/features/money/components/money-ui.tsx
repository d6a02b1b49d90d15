// Pieces every money tab shares: amounts with cents, a part's card with its loading and error states, delete with confirmation.
import { useState, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { dollarsToCents, formatCents, formatDate } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Alert, SectionCard, Spinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';

/** '$12,500.50': money parts always show cents (the statement must add up to the cent on screen too). */
export function formatAmount(dollars: number): string {
  return formatCents(dollarsToCents(dollars));
}

export function formatOptionalAmount(dollars: number | null | undefined): string {
  return dollars == null ? '—' : formatAmount(dollars);
}

export function formatOptionalDate(date: string | null | undefined): string {
  return date ? formatDate(date) : '—';
}

/** A tab's card: the title, its actions, and the query's loading or error state before the content. */
export function MoneyCard({
  id,
  title,
  description,
  actions,
  query,
  loadingLabel,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  query: { isPending: boolean; isError: boolean; error: unknown };
  loadingLabel: string;
  children: ReactNode;
}) {
  return (
    <SectionCard id={id} title={title} description={description} actions={actions}>
      {query.isPending ? (
        <div className="px-5 py-6">
          <Spinner label={loadingLabel} />
        </div>
      ) : query.isError ? (
        <div className="px-5 py-4">
          <Alert tone="error">{errorMessage(query.error, `${title} could not be loaded.`)}</Alert>
        </div>
      ) : (
        children
      )}
    </SectionCard>
  );
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-5 py-6 text-sm text-slate-500">
        {children}
      </td>
    </tr>
  );
}

export const tableClass = 'w-full text-left text-sm';
export const headCellClass = 'px-3 py-2 text-xs font-medium uppercase tracking-wide text-slate-500 first:pl-5 last:pr-5';
export const cellClass = 'px-3 py-2 align-top first:pl-5 last:pr-5';
export const amountCellClass = 'px-3 py-2 text-right tabular-nums align-top';

type DeleteMutation = {
  mutate: (variables: undefined, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
};

/** A Delete button that asks first; the mutation's failure shows in the dialog, its success closes it. */
export function DeleteWithConfirm({
  name,
  title,
  description,
  mutation,
}: {
  name: string;
  title: string;
  description: ReactNode;
  mutation: DeleteMutation;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-600 hover:bg-red-50"
        onClick={() => setOpen(true)}
        aria-label={`Delete ${name}`}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) mutation.reset();
        }}
        title={title}
        confirmLabel="Delete"
        pending={mutation.isPending}
        error={mutation.error ? errorMessage(mutation.error) : null}
        onConfirm={() => mutation.mutate(undefined, { onSuccess: () => setOpen(false) })}
      >
        {description}
      </ConfirmDialog>
    </>
  );
}
