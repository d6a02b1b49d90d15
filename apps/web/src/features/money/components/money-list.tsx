// The one list-and-form shape every money tab is built from: a card listing a part's records as a table, an add or
// edit dialog over the part's create and update calls, and each row's edit and delete-with-confirmation buttons.
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { Pencil, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { FormError, useZodForm } from '../../../components/ui/form';
import { useMoneyMutation, useMoneyPart, type MoneyPartApi } from '../api';
import { useCan } from '../../../lib/auth';
import { cellClass, DeleteWithConfirm, EmptyRow, headCellClass, MoneyCard, tableClass } from './money-ui';

type Item = { id: string; updatedAt: string };

/** Which record a tab is editing: none (null), a new one ({}), or `item`, with whatever else the dialog needs. */
export type Editing<TItem, TExtra = unknown> = ({ item?: TItem } & TExtra) | null;

/**
 * Add or change one record of a part: the form (from `schema`, filled with `defaultValues`) posts a new record or
 * patches `item`, the server's failure shows above the fields, and success closes the dialog.
 */
export function MoneyItemDialog<TItem extends Item, TValues extends FieldValues, TCreate extends FieldValues>({
  caseId,
  part,
  item,
  schema,
  defaultValues,
  titles,
  submitLabels,
  description,
  onClose,
  children,
}: {
  caseId: string;
  part: MoneyPartApi<TItem, TCreate>;
  item: TItem | undefined;
  schema: z.ZodType<TCreate, TValues>;
  defaultValues: DefaultValues<TValues>;
  titles: { add: string; edit: string };
  submitLabels: { add: string; edit: string };
  description?: string;
  onClose: () => void;
  children: (form: UseFormReturn<TValues, unknown, TCreate>) => ReactNode;
}) {
  const form = useZodForm<TValues, TCreate>(schema, { defaultValues });
  const save = useMoneyMutation(caseId, (input: TCreate) =>
    item ? part.update(caseId, item.id, input, item) : part.create(caseId, input),
  );
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={item ? titles.edit : titles.add} description={description}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={save.error} />
        {children(form)}
        <DialogActions onCancel={onClose} pending={save.isPending} submitLabel={item ? submitLabels.edit : submitLabels.add} />
      </form>
    </Dialog>
  );
}

/**
 * A record's Edit button and its Delete button, which asks first (`name` completes both buttons' labels). Money
 * records are deleted by owners and attorneys only ('money.delete'): others see no Delete button; a provider
 * (`anyMemberDeletes`) by any member.
 */
export function ItemActions<TItem extends Item>({
  caseId,
  part,
  item,
  name,
  onEdit,
  deleteTitle,
  deleteDescription,
  anyMemberDeletes = false,
}: {
  caseId: string;
  part: Pick<MoneyPartApi<TItem, never>, 'remove'>;
  item: TItem;
  name: string;
  onEdit: () => void;
  deleteTitle: string;
  deleteDescription: ReactNode;
  anyMemberDeletes?: boolean;
}) {
  const remove = useMoneyMutation(caseId, () => part.remove(caseId, item.id, item));
  const canDelete = useCan('money.delete') || anyMemberDeletes;
  return (
    <>
      <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </Button>
      {canDelete && <DeleteWithConfirm name={name} title={deleteTitle} description={deleteDescription} mutation={remove} />}
    </>
  );
}

export type MoneyColumn<TItem> = { header: string; align?: 'right'; cell: (item: TItem) => ReactNode; className?: string };

/** What a row says about its record: its name in the buttons' labels, and the delete confirmation. */
export type RowDescription<TItem> = { name: (item: TItem) => string; deleteTitle: string; deleteDescription: (item: TItem) => ReactNode };

/** The records as a table that scrolls sideways inside its card: a row per record with its actions, or `emptyText`. */
export function MoneyTable<TItem extends Item>({
  caseId,
  part,
  label,
  columns,
  items,
  emptyText,
  row,
  onEdit,
  footer,
}: {
  caseId: string;
  part: Pick<MoneyPartApi<TItem, never>, 'remove'>;
  label: string;
  columns: ReadonlyArray<MoneyColumn<TItem>>;
  items: readonly TItem[];
  emptyText: string;
  row: RowDescription<TItem>;
  onEdit: (item: TItem) => void;
  footer?: ReactNode;
}) {
  return (
    <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
      <table className={tableClass} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.align === 'right' ? `${headCellClass} text-right` : headCellClass}>
                {column.header}
              </th>
            ))}
            <th scope="col" className={headCellClass}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <EmptyRow colSpan={columns.length + 1}>{emptyText}</EmptyRow>
          ) : (
            items.map((item) => (
              <tr key={item.id} className="border-t border-slate-100">
                {columns.map((column) => (
                  <td key={column.header} className={column.className ?? cellClass}>
                    {column.cell(item)}
                  </td>
                ))}
                <td className={`${cellClass} whitespace-nowrap text-right`}>
                  <ItemActions
                    caseId={caseId}
                    part={part}
                    item={item}
                    name={row.name(item)}
                    onEdit={() => onEdit(item)}
                    deleteTitle={row.deleteTitle}
                    deleteDescription={row.deleteDescription(item)}
                  />
                </td>
              </tr>
            ))
          )}
        </tbody>
        {items.length > 0 && footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
}

/**
 * A tab's card for one part of the case's money: its records as a MoneyTable, an add button, and the add or edit
 * dialog (`dialog` renders it for the record being edited, or for a new one when `item` is undefined).
 */
export function MoneyListCard<TItem extends Item, TCreate>({
  caseId,
  part,
  id,
  title,
  description,
  loadingLabel,
  addLabel,
  addVariant,
  table,
  items: order,
  after,
  dialog,
}: {
  caseId: string;
  part: MoneyPartApi<TItem, TCreate>;
  id: string;
  title: string;
  description?: string;
  loadingLabel: string;
  addLabel: string;
  addVariant?: 'outline';
  table: Omit<Parameters<typeof MoneyTable<TItem>>[0], 'caseId' | 'part' | 'items' | 'onEdit' | 'footer'> & {
    footer?: (items: readonly TItem[]) => ReactNode;
  };
  /** The order (or filter) of the records as shown; as the API lists them by default. */
  items?: (items: readonly TItem[]) => readonly TItem[];
  /** Below the table, inside the card. */
  after?: (items: readonly TItem[]) => ReactNode;
  dialog: (item: TItem | undefined, onClose: () => void) => ReactNode;
}) {
  const query = useMoneyPart(caseId, part);
  const [editing, setEditing] = useState<Editing<TItem>>(null);
  const items = order ? order(query.data ?? []) : (query.data ?? []);
  return (
    <MoneyCard
      id={id}
      title={title}
      description={description}
      query={query}
      loadingLabel={loadingLabel}
      actions={
        <Button size="sm" variant={addVariant} onClick={() => setEditing({})}>
          <Plus className="h-4 w-4" aria-hidden="true" /> {addLabel}
        </Button>
      }
    >
      <MoneyTable
        caseId={caseId}
        part={part}
        items={items}
        onEdit={(item) => setEditing({ item })}
        {...table}
        footer={table.footer?.(items)}
      />
      {after?.(items)}
      {editing && dialog(editing.item, () => setEditing(null))}
    </MoneyCard>
  );
}
