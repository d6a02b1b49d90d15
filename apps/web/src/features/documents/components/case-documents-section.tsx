// The Documents section of the case page: upload (picker, drag and drop, progress), categories, search, filters, sorts, preview, download, delete.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Download, Eye, FolderPlus, Trash2, X } from 'lucide-react';
import {
  DEFAULT_DOCUMENT_CATEGORY,
  DEFAULT_MAX_UPLOAD_MB,
  DOCUMENT_DATE_RANGES,
  DOCUMENT_SORTS,
  DOCUMENT_TYPE_FILTER_LABELS,
  DOCUMENT_TYPE_FILTERS,
  filterDocuments,
  formatDate,
  formatFileSize,
  getDocumentKind,
  type CaseDocument,
  type DocumentDateRange,
  type DocumentSort,
  type DocumentTypeFilter,
} from '@casecast/domain';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Alert, Badge, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { Checkbox, Input, Select } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/auth';
import { documentsApi, downloadUrl, useCaseDocuments, useDocumentCategories, useInvalidateDocuments } from '../api';
import { GenerateLetterButton } from '../../letters/components/generate-letter-dialog';
import { SendForSignatureButton, type SuggestedSigner } from '../../signatures/components/send-for-signature-dialog';
import { useDocumentUploads } from '../use-document-uploads';
import { AddCategoryDialog } from './add-category-dialog';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentPreview } from './document-preview';
import { DocumentTextSearch } from './document-text-search';
import { DocumentTextStatus } from './document-text-status';
import { FileDropZone } from './file-drop-zone';
import { UploadProgressList } from './upload-progress-list';

const KIND_LABELS: Record<string, string> = { ...DOCUMENT_TYPE_FILTER_LABELS, other: 'Other' };

/** `client`: the case's client, suggested as the first signer when a PDF is sent for signature. */
export function CaseDocumentsSection({ caseId, client = null }: { caseId: string; client?: SuggestedSigner | null }) {
  const documents = useCaseDocuments(caseId);
  const categories = useDocumentCategories();
  const invalidate = useInvalidateDocuments();
  const onUploaded = useCallback(() => invalidate(caseId), [invalidate, caseId]);
  const uploads = useDocumentUploads(onUploaded);
  const [uploadCategory, setUploadCategory] = useState(DEFAULT_DOCUMENT_CATEGORY);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<DocumentTypeFilter | ''>('');
  const [dateRange, setDateRange] = useState<DocumentDateRange | ''>('');
  const [sort, setSort] = useState<DocumentSort>('date');
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CaseDocument | null>(null);
  const canDelete = useCan('document.delete');
  const [addingCategory, setAddingCategory] = useState(false);
  const maxUploadMb = categories.data?.maxUploadMb ?? DEFAULT_MAX_UPLOAD_MB;
  const categoryNames = useMemo(
    () => (categories.data?.items ?? [{ name: DEFAULT_DOCUMENT_CATEGORY }]).map((category) => category.name),
    [categories.data],
  );

  const visible = useMemo(
    () => filterDocuments(documents.data ?? [], { search, type: type || null, dateRange: dateRange || null, sort }, new Date()),
    [documents.data, search, type, dateRange, sort],
  );
  const previewed = documents.data?.find((document) => document.id === previewId) ?? null;

  const changeCategory = useMutation({
    mutationFn: ({ document, category }: { document: CaseDocument; category: string }) =>
      documentsApi.update(document.id, { category }, document),
    onSuccess: () => invalidate(caseId),
  });
  // The client portal shows a document only once a member shares it (docs/portal.md).
  const share = useMutation({
    mutationFn: ({ document, shared }: { document: CaseDocument; shared: boolean }) =>
      documentsApi.update(document.id, { sharedWithClient: shared }, document),
    onSuccess: () => invalidate(caseId),
  });
  const remove = useMutation({
    mutationFn: (document: CaseDocument) => documentsApi.remove(document.id, document),
    onSuccess: async (_result, document) => {
      if (previewId === document.id) setPreviewId(null);
      setDeleting(null);
      await invalidate(caseId);
    },
  });

  // Upload Document on the Documents page links here (#documents): bring the upload into view and focus.
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash !== '#documents' || !section.current) return;
    section.current.scrollIntoView({ block: 'start' });
    section.current.focus({ preventScroll: true });
  }, [hash]);

  return (
    <Card
      ref={section}
      id="documents"
      tabIndex={-1}
      role="region"
      aria-labelledby="documents-heading"
      className="scroll-mt-20 outline-none"
    >
      <CardHeader
        title={<span id="documents-heading">Documents ({documents.data?.length ?? 0})</span>}
        actions={
          <div className="flex flex-wrap items-start justify-end gap-2">
            <GenerateLetterButton caseId={caseId} onGenerated={onUploaded} />
            <Button size="sm" variant="outline" onClick={() => setAddingCategory(true)}>
              <FolderPlus className="h-4 w-4" aria-hidden="true" /> Add Category
            </Button>
          </div>
        }
      />
      <div className="space-y-5 px-5 py-4">
        <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
          <div className="space-y-1">
            <label htmlFor="upload-category" className="block text-sm font-medium text-slate-700">
              Category for new uploads
            </label>
            <Select id="upload-category" value={uploadCategory} onChange={(event) => setUploadCategory(event.target.value)}>
              {categoryNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </div>
          <FileDropZone
            maxUploadMb={maxUploadMb}
            onFiles={(files) => void uploads.enqueue(caseId, files, { category: uploadCategory, maxUploadMb })}
          />
        </div>
        <UploadProgressList items={uploads.items} onClear={uploads.clearFinished} />

        <DocumentTextSearch caseId={caseId} />

        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="search" aria-label="Filter documents">
          <Input
            type="search"
            placeholder="Search documents..."
            aria-label="Search documents by name or category"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Select aria-label="File type" value={type} onChange={(event) => setType(event.target.value as DocumentTypeFilter | '')}>
            <option value="">All file types</option>
            {DOCUMENT_TYPE_FILTERS.map((kind) => (
              <option key={kind} value={kind}>
                {DOCUMENT_TYPE_FILTER_LABELS[kind]}
              </option>
            ))}
          </Select>
          <Select
            aria-label="Date range"
            value={dateRange}
            onChange={(event) => setDateRange(event.target.value as DocumentDateRange | '')}
          >
            <option value="">Any date</option>
            {Object.entries(DOCUMENT_DATE_RANGES).map(([key, range]) => (
              <option key={key} value={key}>
                {range.label}
              </option>
            ))}
          </Select>
          <Select aria-label="Sort documents" value={sort} onChange={(event) => setSort(event.target.value as DocumentSort)}>
            {Object.entries(DOCUMENT_SORTS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </Select>
        </div>

        {documents.isPending ? (
          <div className="flex justify-center py-6 text-brand-600">
            <Spinner />
          </div>
        ) : documents.isError ? (
          <Alert tone="error">{errorMessage(documents.error, 'Failed to load documents')}</Alert>
        ) : visible.length === 0 ? (
          <p className="py-4 text-sm text-slate-500">
            {(documents.data ?? []).length === 0 ? 'No documents uploaded yet.' : 'No documents match your search or filters.'}
          </p>
        ) : (
          <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="py-2 pr-3 font-medium">Name</th>
                  <th className="py-2 pr-3 font-medium">Category</th>
                  <th className="py-2 pr-3 font-medium">Type</th>
                  <th className="py-2 pr-3 font-medium">Size</th>
                  <th className="py-2 pr-3 font-medium">Uploaded</th>
                  <th className="py-2 pr-3 font-medium">Search</th>
                  <th className="py-2 pr-3 font-medium">Client</th>
                  <th className="py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {visible.map((document) => (
                  <tr key={document.id} data-testid="document-row" className={previewId === document.id ? 'bg-brand-50' : undefined}>
                    <td className="max-w-[16rem] py-2 pr-3">
                      <button
                        type="button"
                        className="truncate text-left font-medium text-slate-900 hover:text-brand-700"
                        title={document.name}
                        onClick={() => setPreviewId(document.id)}
                      >
                        {document.name}
                      </button>
                      {document.description && <p className="truncate text-xs text-slate-500">{document.description}</p>}
                    </td>
                    <td className="py-2 pr-3">
                      <Select
                        aria-label={`Category of ${document.name}`}
                        className="h-8 py-1 text-xs"
                        value={document.category}
                        disabled={changeCategory.isPending}
                        onChange={(event) => changeCategory.mutate({ document, category: event.target.value })}
                      >
                        {(categoryNames.includes(document.category) ? categoryNames : [document.category, ...categoryNames]).map((name) => (
                          <option key={name} value={name}>
                            {name}
                          </option>
                        ))}
                      </Select>
                    </td>
                    <td className="py-2 pr-3 text-slate-600">{KIND_LABELS[getDocumentKind(document)]}</td>
                    <td className="whitespace-nowrap py-2 pr-3 text-slate-600">{formatFileSize(document.sizeBytes)}</td>
                    <td className="whitespace-nowrap py-2 pr-3 text-slate-600">{formatDate(document.uploadedAt)}</td>
                    <td className="py-2 pr-3">
                      <DocumentTextStatus textIndex={document.textIndex} />
                    </td>
                    <td className="whitespace-nowrap py-2 pr-3">
                      {document.fromClient ? (
                        <Badge tone="blue">From client</Badge>
                      ) : (
                        <label className="flex items-center gap-1 text-xs text-slate-600">
                          <Checkbox
                            checked={document.sharedWithClient ?? false}
                            disabled={share.isPending}
                            onChange={(event) => share.mutate({ document, shared: event.target.checked })}
                            aria-label={`Share ${document.name} with the client`}
                          />
                          Shared
                        </label>
                      )}
                    </td>
                    <td className="py-2">
                      <div className="flex justify-end gap-1">
                        <Button size="sm" variant="ghost" onClick={() => setPreviewId(document.id)} aria-label={`Preview ${document.name}`}>
                          <Eye className="h-4 w-4" aria-hidden="true" />
                        </Button>
                        {document.fileType === 'application/pdf' && (
                          <SendForSignatureButton caseId={caseId} document={document} suggested={client} />
                        )}
                        <a
                          href={downloadUrl(document)}
                          download={document.name}
                          className={buttonClasses('ghost', 'sm')}
                          aria-label={`Download ${document.name}`}
                        >
                          <Download className="h-4 w-4" aria-hidden="true" />
                        </a>
                        {canDelete && (
                          <Button
                            size="sm"
                            variant="ghost"
                            className="text-red-600 hover:bg-red-50"
                            onClick={() => setDeleting(document)}
                            aria-label={`Delete ${document.name}`}
                          >
                            <Trash2 className="h-4 w-4" aria-hidden="true" />
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {changeCategory.isError && <Alert tone="error">{errorMessage(changeCategory.error)}</Alert>}
        {share.isError && <Alert tone="error">{errorMessage(share.error)}</Alert>}

        {previewed && (
          <section aria-label={`Preview: ${previewed.name}`} className="rounded-lg border border-slate-200">
            <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
              <h3 className="truncate text-sm font-semibold text-slate-900">{previewed.name}</h3>
              <div className="flex items-center gap-1">
                <a href={downloadUrl(previewed)} download={previewed.name} className={buttonClasses('outline', 'sm')}>
                  <Download className="h-4 w-4" aria-hidden="true" /> Download
                </a>
                <Button size="sm" variant="ghost" onClick={() => setPreviewId(null)} aria-label="Close preview">
                  <X className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            </div>
            <DocumentPreview document={previewed} />
          </section>
        )}
      </div>

      <AddCategoryDialog
        open={addingCategory}
        onOpenChange={setAddingCategory}
        existing={categoryNames}
        onAdded={(name) => setUploadCategory(name)}
      />
      <DeleteDocumentDialog
        name={deleting?.name ?? ''}
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Card>
  );
}
