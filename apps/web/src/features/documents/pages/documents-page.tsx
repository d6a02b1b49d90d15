// /dashboard/documents: every document of the firm, a page at a time; View opens the file, Details shows its metadata.
import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Info, RefreshCw, Upload, X } from 'lucide-react';
import {
  formatCaseName,
  formatDate,
  formatFileSize,
  getDocumentKind,
  DOCUMENT_TYPE_FILTER_LABELS,
  type FirmDocument,
} from '@casecast/domain';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Alert, Card, PageSpinner } from '../../../components/ui/feedback';
import { cn } from '../../../components/ui/cn';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCan } from '../../../lib/auth';
import { useFirmDocuments, useReindexDocuments } from '../api';
import { DocumentTextSearch } from '../components/document-text-search';
import { DocumentTextStatus } from '../components/document-text-status';
import { UploadDocumentDialog } from '../components/upload-document-dialog';

const kindLabel = (document: FirmDocument) => {
  const kind = getDocumentKind(document);
  return kind === 'other' ? document.fileType : DOCUMENT_TYPE_FILTER_LABELS[kind];
};

function DetailsPanel({ document, onClose }: { document: FirmDocument; onClose: () => void }) {
  const rows: Array<[string, string]> = [
    ['Title', document.name],
    ['Case', formatCaseName({ clientName: document.caseClientName, caseNo: document.caseNo })],
    ['Category', document.category],
    ['File type', `${kindLabel(document)} (${document.fileType})`],
    ['Size', formatFileSize(document.sizeBytes)],
    ['Uploaded', formatDate(document.uploadedAt)],
    ['Description', document.description ?? '—'],
  ];
  return (
    <aside aria-label="Document details" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex items-start justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">Document details</h2>
        <Button size="sm" variant="ghost" onClick={onClose} aria-label="Close details">
          <X className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Search inside</dt>
          <dd>
            <DocumentTextStatus textIndex={document.textIndex} />
            {document.textIndex?.error && <p className="mt-1 text-xs text-slate-600">{document.textIndex.error}</p>}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={document.url} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" /> View
        </a>
        <Link to={`/dashboard/case/${document.caseId}`} className={buttonClasses('ghost', 'sm')}>
          Open case
        </Link>
      </div>
    </aside>
  );
}

export function DocumentsPage() {
  useDocumentTitle('Documents');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<FirmDocument | null>(null);
  const [uploading, setUploading] = useState(false);
  const list = useFirmDocuments(page, search);
  const canReindex = useCan('document.reindex');
  const reindex = useReindexDocuments();
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Documents</h1>
        <div className="flex flex-wrap gap-2">
          {canReindex && (
            <Button variant="outline" disabled={reindex.isPending} onClick={() => reindex.mutate()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" /> Read documents again
            </Button>
          )}
          <Button onClick={() => setUploading(true)}>
            <Upload className="h-4 w-4" aria-hidden="true" /> Upload Document
          </Button>
        </div>
      </div>
      {reindex.isSuccess && (
        <Alert tone="info">
          {reindex.data.queued === 1 ? '1 document is' : `${reindex.data.queued} documents are`} being read again for search.
        </Alert>
      )}
      {reindex.isError && <Alert tone="error">{errorMessage(reindex.error)}</Alert>}
      <Card className="px-5 py-4">
        <DocumentTextSearch caseId={null} />
      </Card>
      <Input
        type="search"
        placeholder="Search documents..."
        aria-label="Search documents by title, category or client"
        value={search}
        className="max-w-md"
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(list.error, 'Failed to load documents')}</Alert>
      ) : list.data.items.length === 0 ? (
        <Card className="px-5 py-10 text-center text-sm text-slate-500">
          No documents found. Upload your first document to get started.
        </Card>
      ) : (
        // The details column is there only while a document's details are open: the table has the full width otherwise.
        <div className={cn('grid grid-cols-1 gap-6', selected && 'lg:grid-cols-[minmax(0,1fr)_20rem]')}>
          <Card className="relative w-0 min-w-full overflow-x-auto" role="region" aria-label="Documents table" tabIndex={0}>
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="px-4 py-3 font-medium">Title</th>
                  <th className="px-4 py-3 font-medium">File type</th>
                  <th className="px-4 py-3 font-medium">Uploaded</th>
                  <th className="px-4 py-3 font-medium">Size</th>
                  <th className="px-4 py-3 font-medium">Description</th>
                  <th className="px-4 py-3 font-medium">Search</th>
                  <th className="px-4 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.data.items.map((document) => (
                  <tr
                    key={document.id}
                    data-testid="firm-document-row"
                    className={selected?.id === document.id ? 'bg-brand-50' : undefined}
                  >
                    <td className="max-w-[16rem] px-4 py-3">
                      <p className="truncate font-medium text-slate-900" title={document.name}>
                        {document.name}
                      </p>
                      <p className="truncate text-xs text-slate-500">
                        {formatCaseName({ clientName: document.caseClientName, caseNo: document.caseNo })}
                      </p>
                    </td>
                    <td className="px-4 py-3 text-slate-600">{kindLabel(document)}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDate(document.uploadedAt)}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatFileSize(document.sizeBytes)}</td>
                    <td className="max-w-[14rem] truncate px-4 py-3 text-slate-600">{document.description ?? ''}</td>
                    <td className="px-4 py-3">
                      <DocumentTextStatus textIndex={document.textIndex} />
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 text-right">
                      <a
                        href={document.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="mr-3 font-medium text-brand-600 hover:text-brand-700"
                      >
                        View
                      </a>
                      <Button size="sm" variant="outline" onClick={() => setSelected(document)}>
                        <Info className="h-4 w-4" aria-hidden="true" /> Details
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {totalPages > 1 && (
              <div className="flex items-center justify-between border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
                <span>
                  Page {page} of {totalPages} ({list.data.total} documents)
                </span>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    Previous
                  </Button>
                  <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
                    Next
                  </Button>
                </div>
              </div>
            )}
          </Card>
          {selected && <DetailsPanel document={selected} onClose={() => setSelected(null)} />}
        </div>
      )}
      <UploadDocumentDialog open={uploading} onOpenChange={setUploading} />
    </div>
  );
}
