// The Add Category dialog: a name already present (in any letter case) is not added twice.
import { useMemo } from 'react';
import { documentCategoryCreateSchema } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { useZodForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useAddCategory } from '../api';

export function AddCategoryDialog({
  open,
  onOpenChange,
  existing,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  existing: readonly string[];
  onAdded?: (name: string) => void;
}) {
  const add = useAddCategory();
  // The domain's rule for a name, plus: not one the firm already has, in any letter case.
  const schema = useMemo(
    () =>
      documentCategoryCreateSchema.pick({ name: true }).superRefine(({ name }, context) => {
        const present = existing.find((category) => category.toLowerCase() === name.toLowerCase());
        if (present) context.addIssue({ code: 'custom', path: ['name'], message: `"${present}" already exists.` });
      }),
    [existing],
  );
  const form = useZodForm(schema, { defaultValues: { name: '' } });
  const error = form.formState.errors.name?.message ?? (add.isError ? errorMessage(add.error) : undefined);
  const close = (next: boolean) => {
    if (!next) {
      form.reset({ name: '' });
      add.reset();
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await add.mutateAsync(name);
      onAdded?.(name);
      close(false);
    } catch {
      // shown under the field
    }
  });
  return (
    <Dialog open={open} onOpenChange={close} title="Add Category" description="A new document category for your firm.">
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <Field label="Category name" htmlFor="document-category-name" error={error}>
          <Input id="document-category-name" maxLength={100} autoFocus {...form.register('name')} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add Category'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
