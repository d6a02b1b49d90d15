// Asks before a document is deleted: its file and its record go, and that cannot be undone.
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/feedback';

export function DeleteDocumentDialog({
  name,
  open,
  onOpenChange,
  pending,
  error,
  onConfirm,
}: {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title="Delete this document?">
      <div className="space-y-4 text-sm text-slate-600">
        <p>
          <strong className="text-slate-900">{name}</strong> will be deleted: the file and its record. This cannot be undone.
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete Document'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
