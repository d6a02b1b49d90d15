// The case page's Costs tab: costs the firm advanced (filing fees, records, experts), reimbursable from the settlement or not.
import { getTodayIsoDate, sumDollars, type Expense } from '@casecast/domain';
import { Badge } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { Checkbox, Input } from '../../../components/ui/input';
import { moneyApi } from '../api';
import { expenseFormSchema, toExpenseForm } from '../money-forms';
import { MoneyItemDialog, MoneyListCard, type MoneyColumn } from './money-list';
import { amountCellClass, cellClass, formatAmount, formatOptionalDate } from './money-ui';

function ExpenseDialog({ caseId, expense, onClose }: { caseId: string; expense?: Expense | undefined; onClose: () => void }) {
  return (
    <MoneyItemDialog
      caseId={caseId}
      part={moneyApi.expenses}
      item={expense}
      schema={expenseFormSchema}
      defaultValues={toExpenseForm(expense, getTodayIsoDate())}
      titles={{ add: 'Add cost', edit: 'Edit cost' }}
      submitLabels={{ add: 'Add cost', edit: 'Save cost' }}
      description="A cost the firm advanced for the case."
      onClose={onClose}
    >
      {(form) => {
        const errors = form.formState.errors;
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Date" htmlFor="expense-date" error={errors.date?.message}>
                <Input id="expense-date" type="date" {...form.register('date')} />
              </Field>
              <MoneyField form={form} name="amount" id="expense-amount" label="Amount" />
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
          </>
        );
      }}
    </MoneyItemDialog>
  );
}

const COLUMNS: ReadonlyArray<MoneyColumn<Expense>> = [
  { header: 'Date', cell: (expense) => formatOptionalDate(expense.date) },
  {
    header: 'Payee',
    cell: (expense) => (
      <>
        {expense.payee}
        {expense.description && <span className="block text-xs text-slate-500">{expense.description}</span>}
      </>
    ),
  },
  {
    header: 'Reimbursable',
    cell: (expense) => (expense.reimbursable ? <Badge tone="green">Reimbursable</Badge> : <Badge tone="gray">Not reimbursable</Badge>),
  },
  { header: 'Amount', align: 'right', className: amountCellClass, cell: (expense) => formatAmount(expense.amount) },
];

function CostsFooter({ items }: { items: readonly Expense[] }) {
  const total = sumDollars(items.map((expense) => expense.amount));
  const reimbursable = sumDollars(items.filter((expense) => expense.reimbursable).map((expense) => expense.amount));
  return (
    <>
      <tr className="border-t border-slate-200 font-medium">
        <th scope="row" colSpan={3} className={cellClass}>
          Reimbursable
        </th>
        <td className={amountCellClass}>{formatAmount(reimbursable)}</td>
        <td />
      </tr>
      <tr className="font-medium">
        <th scope="row" colSpan={3} className={cellClass}>
          Total advanced
        </th>
        <td className={amountCellClass} data-testid="costs-total">
          {formatAmount(total)}
        </td>
        <td />
      </tr>
    </>
  );
}

export function CostsTab({ caseId }: { caseId: string }) {
  return (
    <MoneyListCard
      caseId={caseId}
      part={moneyApi.expenses}
      id="costs"
      title="Case costs"
      description="Costs the firm advanced. Reimbursable costs are repaid from the settlement before the client's share."
      loadingLabel="Loading costs"
      addLabel="Add cost"
      table={{
        label: 'Case costs',
        columns: COLUMNS,
        emptyText: 'No costs advanced yet.',
        row: {
          name: (expense) => `cost paid to ${expense.payee}`,
          deleteTitle: 'Delete this cost?',
          deleteDescription: (expense) => (
            <p>
              {formatAmount(expense.amount)} paid to {expense.payee} will be removed.
            </p>
          ),
        },
        footer: (items) => <CostsFooter items={items} />,
      }}
      dialog={(expense, onClose) => <ExpenseDialog caseId={caseId} expense={expense} onClose={onClose} />}
    />
  );
}
