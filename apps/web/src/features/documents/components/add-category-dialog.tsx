// The Add Category dialog: a name already present (in any letter case) is not added twice.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useAddCategory } from '../api';

export function AddCategoryDialog({ open, onOpenChange, existing, onAdded }: { open: boolean; onOpenChange: (open: boolean) => void; existing: readonly string[]; onAdded?: (name: string) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddCategory();
  const close = (next: boolean) => {
    if (!next) {
      setName('');
      setError(null);
      add.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setError('Category name is required');
    const present = existing.find((category) => category.toLowerCase() === trimmed.toLowerCase());
    if (present) return setError(`"${present}" already exists.`);
    add.mutate(trimmed, {
      onSuccess: () => {
        onAdded?.(trimmed);
        close(false);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  return (
    <Dialog open={open} onOpenChange={close} title="Add Category" description="A new document category for your firm.">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label="Category name" htmlFor="document-category-name" error={error ?? undefined}>
          <Input id="document-category-name" value={name} maxLength={100} autoFocus onChange={(event) => setName(event.target.value)} aria-invalid={error ? true : undefined} />
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
