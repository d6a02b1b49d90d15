// The case page's Costs tab: costs the firm advanced (filing fees, records, experts), reimbursable from the settlement or not.
import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { getTodayIsoDate, sumDollars, type Expense, type ExpenseCreate } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Badge } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Checkbox, Input } from '../../../components/ui/input';
import { moneyApi, useMoneyMutation, useMoneyPart } from '../api';
import { expenseFormSchema, toExpenseForm, type ExpenseFormValues } from '../money-forms';
import { amountCellClass, cellClass, DeleteWithConfirm, EmptyRow, formatAmount, formatOptionalDate, headCellClass, MoneyCard, tableClass } from './money-ui';

function ExpenseDialog({ caseId, expense, onClose }: { caseId: string; expense?: Expense; onClose: () => void }) {
  const form = useZodForm<ExpenseFormValues, ExpenseCreate>(expenseFormSchema, { defaultValues: toExpenseForm(expense, getTodayIsoDate()) });
  const save = useMoneyMutation(caseId, (input: ExpenseCreate) => (expense ? moneyApi.expenses.update(caseId, expense.id, input) : moneyApi.expenses.create(caseId, input)));
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={expense ? 'Edit cost' : 'Add cost'} description="A cost the firm advanced for the case.">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={save.error} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Date" htmlFor="expense-date" error={errors.date?.message}>
            <Input id="expense-date" type="date" {...form.register('date')} />
          </Field>
          <Field label="Amount" htmlFor="expense-amount" error={errors.amount?.message}>
            <Input id="expense-amount" inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          </Field>
        </div>
        <Field label="Payee" htmlFor="expense-payee" error={errors.payee?.message}>
          <Input id="expense-payee" autoComplete="off" placeholder="e.g. County Clerk" {...form.register('payee')} />
        </Field>
        <Field label="Description" htmlFor="expense-description" error={errors.description?.message}>
          <Input id="expense-description" autoComplete="off" placeholder="e.g. Filing fee" {...form.register('description')} />
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox {...form.register('reimbursable')} /> Reimbursable from the settlement
        </label>
        <DialogActions onCancel={onClose} pending={save.isPending} submitLabel={expense ? 'Save cost' : 'Add cost'} />
      </form>
    </Dialog>
  );
}

function ExpenseRow({ caseId, expense, onEdit }: { caseId: string; expense: Expense; onEdit: () => void }) {
  const remove = useMoneyMutation(caseId, () => moneyApi.expenses.remove(caseId, expense.id));
  return (
    <tr className="border-t border-slate-100">
      <td className={cellClass}>{formatOptionalDate(expense.date)}</td>
      <td className={cellClass}>
        {expense.payee}
        {expense.description && <span className="block text-xs text-slate-500">{expense.description}</span>}
      </td>
      <td className={cellClass}>{expense.reimbursable ? <Badge tone="green">Reimbursable</Badge> : <Badge tone="gray">Not reimbursable</Badge>}</td>
      <td className={amountCellClass}>{formatAmount(expense.amount)}</td>
      <td className={`${cellClass} whitespace-nowrap text-right`}>
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit cost paid to ${expense.payee}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <DeleteWithConfirm name={`cost paid to ${expense.payee}`} title="Delete this cost?" description={<p>{formatAmount(expense.amount)} paid to {expense.payee} will be removed.</p>} mutation={remove} />
      </td>
    </tr>
  );
}

export function CostsTab({ caseId }: { caseId: string }) {
  const expenses = useMoneyPart(caseId, moneyApi.expenses);
  const [editing, setEditing] = useState<{ expense?: Expense } | null>(null);
  const items = expenses.data ?? [];
  const total = sumDollars(items.map((expense) => expense.amount));
  const reimbursable = sumDollars(items.filter((expense) => expense.reimbursable).map((expense) => expense.amount));
  return (
    <MoneyCard
      id="costs"
      title="Case costs"
      description="Costs the firm advanced. Reimbursable costs are repaid from the settlement before the client's share."
      query={expenses}
      loadingLabel="Loading costs"
      actions={
        <Button size="sm" onClick={() => setEditing({})}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add cost
        </Button>
      }
    >
      <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
        <table className={tableClass} aria-label="Case costs">
          <thead>
            <tr>
              <th scope="col" className={headCellClass}>Date</th>
              <th scope="col" className={headCellClass}>Payee</th>
              <th scope="col" className={headCellClass}>Reimbursable</th>
              <th scope="col" className={`${headCellClass} text-right`}>Amount</th>
              <th scope="col" className={headCellClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>{items.length === 0 ? <EmptyRow colSpan={5}>No costs advanced yet.</EmptyRow> : items.map((expense) => <ExpenseRow key={expense.id} caseId={caseId} expense={expense} onEdit={() => setEditing({ expense })} />)}</tbody>
          {items.length > 0 && (
            <tfoot className="font-medium">
              <tr className="border-t border-slate-200">
                <th scope="row" colSpan={3} className={cellClass}>
                  Reimbursable
                </th>
                <td className={amountCellClass}>{formatAmount(reimbursable)}</td>
                <td />
              </tr>
              <tr>
                <th scope="row" colSpan={3} className={cellClass}>
                  Total advanced
                </th>
                <td className={amountCellClass} data-testid="costs-total">
                  {formatAmount(total)}
                </td>
                <td />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {editing && <ExpenseDialog caseId={caseId} expense={editing.expense} onClose={() => setEditing(null)} />}
    </MoneyCard>
  );
}
