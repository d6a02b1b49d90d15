// Upload Document on the Documents page: a document belongs to a case, so the user picks the case first and
// lands on that case's upload (the case page's Documents section).
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCaseName } from '@casecast/domain';
import { Dialog } from '../../../components/ui/dialog';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useUploadCases } from '../api';

/** Where a case's uploads are: the Documents section of its page, which scrolls itself into view. */
export const caseUploadPath = (caseId: string) => `/dashboard/case/${caseId}#documents`;

export function UploadDocumentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [search, setSearch] = useState('');
  const cases = useUploadCases(search, open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Upload Document"
      description="Documents are uploaded on a case. Choose the case first."
    >
      <div className="space-y-3">
        <Input
          type="search"
          placeholder="Search cases..."
          aria-label="Search cases by client name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {cases.isPending ? (
          <Spinner />
        ) : cases.isError ? (
          <Alert tone="error">{errorMessage(cases.error, 'Failed to load cases')}</Alert>
        ) : cases.data.items.length === 0 ? (
          <p className="text-sm text-slate-500">
            {search.trim() ? 'No cases found matching your search.' : 'No cases yet. Create a case first, then upload its documents.'}
          </p>
        ) : (
          <ul aria-label="Cases" className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
            {cases.data.items.map((item) => (
              <li key={item.id}>
                <Link to={caseUploadPath(item.id)} className="block px-3 py-2 text-sm text-slate-900 hover:bg-slate-50 focus:bg-slate-50">
                  Upload to {formatCaseName(item)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {cases.data && cases.data.total > cases.data.items.length && (
          <p className="text-xs text-slate-500">
            Showing the first {cases.data.items.length} of {cases.data.total} cases: search to narrow them down.
          </p>
        )}
      </div>
    </Dialog>
  );
}
