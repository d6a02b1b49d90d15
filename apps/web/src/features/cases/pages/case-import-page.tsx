// /dashboard/cases/import: upload a CSV (CASEpeer, Filevine, MyCase or any spreadsheet) of cases, or then of their
// parties, bills, policies, negotiations, lost wages, case costs or liens, or the firm's contacts; see what each
// column becomes, change a column's field, preview per-row errors, import the valid rows; or bring in a whole
// Casecast firm export.
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, FileSpreadsheet, Upload } from 'lucide-react';
import {
  CASE_IMPORT_FIELDS,
  CASE_IMPORT_MAX_BYTES,
  CASE_IMPORT_SOURCES,
  CASE_IMPORT_SOURCE_LABELS,
  CASE_IMPORT_TOO_LARGE_MESSAGE,
  FIRM_EXPORT_PART_LABELS,
  FIRM_EXPORT_PARTS,
  RELATED_IMPORT_KINDS,
  RELATED_IMPORT_KIND_LABELS,
  isFirmImportKind,
  caseImportFieldLabel,
  relatedImportFieldLabel,
  relatedImportFields,
  type CaseImportField,
  type CaseImportMapping,
  type CaseImportPreview,
  type CaseImportResult,
  type CaseImportSource,
  type FirmImportResult,
  type RelatedImportKind,
} from '@casecast/domain';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Alert, Badge, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { Select } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { caseKeys, casesApi } from '../api';

type Upload = { name: string; csv: string };

/** What a file holds: the case list, or one kind of the imported cases' related records. */
type ImportTarget = 'cases' | RelatedImportKind;
const IMPORT_TARGETS: readonly ImportTarget[] = ['cases', ...RELATED_IMPORT_KINDS];
const targetLabel = (target: ImportTarget) => (target === 'cases' ? 'Cases (the case list)' : RELATED_IMPORT_KIND_LABELS[target]);
const fieldsOf = (target: ImportTarget): readonly string[] => (target === 'cases' ? CASE_IMPORT_FIELDS : relatedImportFields(target));
const fieldLabel = (target: ImportTarget, field: string) =>
  target === 'cases' ? caseImportFieldLabel(field as CaseImportField) : relatedImportFieldLabel(target, field);
const recordNoun = (target: ImportTarget, count: number) =>
  target === 'cases' ? (count === 1 ? 'case' : 'cases') : count === 1 ? 'record' : 'records';

/** Either preview, as the mapping and preview steps read it (the source only for a case list). */
type PreviewView = Omit<CaseImportPreview, 'mapping' | 'source'> & {
  mapping: Record<string, string | null>;
  source?: CaseImportSource;
  alreadyImported?: number;
};

function RowErrors({ title, rows }: { title: string; rows: CaseImportPreview['errors'] }) {
  if (rows.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="max-h-72 divide-y divide-red-100 overflow-y-auto rounded-md border border-red-200 bg-red-50">
        {rows.map((row) => (
          <li key={row.row} className="px-4 py-2 text-sm text-red-800">
            <span className="font-medium">Row {row.row}:</span> {row.errors.join('; ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

function UploadStep({
  onFile,
  error,
  pending,
  target,
  onTargetChange,
}: {
  onFile: (file: File) => void;
  error: string | null;
  pending: boolean;
  target: ImportTarget;
  onTargetChange: (target: ImportTarget) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Card>
      <CardHeader
        title="1. Upload a CSV file"
        description={
          target === 'cases'
            ? 'One case per row, with a header row. Up to 5 MB and 10,000 rows.'
            : isFirmImportKind(target)
              ? "One contact per row, with a header row: the firm's directory of clients, providers, adjusters, defense counsel, experts and courts."
              : 'One record per row, with a header row, each naming its case by its case id in the old system or its case number. Import the case list first.'
        }
      />
      <div className="space-y-4 p-5">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor="import-target" className="font-medium text-slate-700">
            The file holds
          </label>
          <Select
            id="import-target"
            className="h-9 w-72"
            value={target}
            onChange={(event) => onTargetChange(IMPORT_TARGETS.find((item) => item === event.target.value) ?? 'cases')}
          >
            {IMPORT_TARGETS.map((item) => (
              <option key={item} value={item}>
                {targetLabel(item)}
              </option>
            ))}
          </Select>
        </div>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'rounded-lg border-2 border-dashed px-6 py-10 text-center',
            dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
          )}
        >
          {pending ? (
            <Spinner className="h-8 w-8 text-brand-600" label="Reading the file" />
          ) : (
            <FileSpreadsheet className="mx-auto h-10 w-10 text-slate-500" aria-hidden="true" />
          )}
          <p className="mt-3 text-sm text-slate-600">Drag a CSV file here, or</p>
          <label htmlFor="import-file" className={cn(buttonClasses('outline'), 'mt-3 cursor-pointer')}>
            <Upload className="h-4 w-4" aria-hidden="true" /> Choose CSV file
          </label>
          <input
            ref={inputRef}
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const file = event.target.files?.[0];
              if (file) onFile(file);
              if (inputRef.current) inputRef.current.value = '';
            }}
          />
        </div>
        <p className="text-xs text-slate-500">
          Case lists exported from CASEpeer, Filevine or MyCase, or any spreadsheet: recognised columns include Client Name, State (of the
          incident), Date of Birth, Phase or Status, Date Opened, Incident Date, Carrier, Insurance Limits, Attorney and Notes. Dates may be
          YYYY-MM-DD or MM/DD/YYYY.
        </p>
      </div>
    </Card>
  );
}

/** What the first row that reads cleanly makes of a column, or why nothing shows. */
function convertedValue(preview: PreviewView, column: string, field: string | null): string {
  if (field === null) return 'ignored';
  const row = preview.converted.find((converted) => converted !== null);
  if (!row) return '—';
  return row[column] || '(blank)';
}

function MappingStep({
  target,
  preview,
  mapping,
  onMappingChange,
  onSourceChange,
  updating,
}: {
  target: ImportTarget;
  preview: PreviewView;
  mapping: Record<string, string | null>;
  onMappingChange: (column: string, field: string | null) => void;
  onSourceChange: (source: CaseImportSource) => void;
  updating: boolean;
}) {
  const used = Object.values(mapping).filter((field): field is string => field !== null);
  const fields = fieldsOf(target);
  return (
    <Card>
      <CardHeader
        title={target === 'cases' ? '2. Map columns to case fields' : `2. Map columns to fields (${RELATED_IMPORT_KIND_LABELS[target]})`}
        description="Each column fills one field. Columns set to “Don’t import” are ignored. “Becomes” shows the first row as it will be saved."
        actions={updating ? <Spinner className="h-4 w-4 text-brand-600" label="Updating preview" /> : undefined}
      />
      {preview.source && (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-5 py-3 text-sm">
          <label htmlFor="import-source" className="font-medium text-slate-700">
            Exported from
          </label>
          <Select
            id="import-source"
            className="h-9 w-56"
            value={preview.source}
            onChange={(event) => onSourceChange(CASE_IMPORT_SOURCES.find((source) => source === event.target.value) ?? 'other')}
          >
            {CASE_IMPORT_SOURCES.map((source) => (
              <option key={source} value={source}>
                {CASE_IMPORT_SOURCE_LABELS[source]}
              </option>
            ))}
          </Select>
          <span className="text-slate-500">Detected from the columns; CASEpeer files are chosen here.</span>
        </div>
      )}
      <div className="relative w-0 min-w-full overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-2">
                CSV column
              </th>
              <th scope="col" className="px-4 py-2">
                {target === 'cases' ? 'Case field' : 'Field'}
              </th>
              <th scope="col" className="hidden px-4 py-2 md:table-cell">
                First value
              </th>
              <th scope="col" className="px-4 py-2">
                Becomes
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.columns.map((column, index) => {
              const selected = mapping[column] ?? null;
              return (
                <tr key={column} className="border-t border-slate-100">
                  <td className="px-4 py-2 font-medium text-slate-900">{column}</td>
                  <td className="px-4 py-2">
                    <label htmlFor={`import-map-${index}`} className="sr-only">
                      {target === 'cases' ? 'Case field' : 'Field'} for {column}
                    </label>
                    <Select
                      id={`import-map-${index}`}
                      className="h-9 min-w-48"
                      value={selected ?? ''}
                      onChange={(event) => onMappingChange(column, fields.find((field) => field === event.target.value) ?? null)}
                    >
                      <option value="">Don&apos;t import</option>
                      {fields.map((field) => (
                        <option key={field} value={field} disabled={field !== selected && used.includes(field)}>
                          {fieldLabel(target, field)}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td className="hidden max-w-xs truncate px-4 py-2 text-slate-500 md:table-cell">{preview.sample[0]?.[column] || '—'}</td>
                  <td className={cn('max-w-xs truncate px-4 py-2', selected === null ? 'italic text-slate-500' : 'text-slate-900')}>
                    {convertedValue(preview, column, selected)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** A whole firm's export from Casecast (its ZIP, or the JSON document) into this firm while it has no cases. */
function FirmImport() {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [done, setDone] = useState<FirmImportResult | null>(null);
  const run = useMutation({
    mutationFn: (file: File) => casesApi.importFirm(file),
    onSuccess: async (answer) => {
      setDone(answer);
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
  const counts = done ? FIRM_EXPORT_PARTS.filter((part) => (done.imported[part] ?? 0) > 0) : [];
  const leftOut = done ? FIRM_EXPORT_PARTS.filter((part) => (done.leftOut[part] ?? 0) > 0) : [];
  return (
    <Card>
      <CardHeader
        title="Moving from another Casecast"
        description="Its firm export (Cases → Export everything), ZIP or JSON, recreates every case with all its records. Only into a firm with no cases yet."
      />
      <div className="space-y-3 p-5">
        {run.isError && <Alert tone="error">{errorMessage(run.error)}</Alert>}
        {done && (
          <Alert tone="success">
            Imported {counts.map((part) => `${done.imported[part]} ${FIRM_EXPORT_PART_LABELS[part].toLowerCase()}`).join(', ')}.
            {done.documentsWithoutFile > 0 && ` ${done.documentsWithoutFile} documents had no file in the export and were left out.`}
            {leftOut.length > 0 &&
              ` Left out with them: ${leftOut.map((part) => `${done!.leftOut[part]} ${FIRM_EXPORT_PART_LABELS[part].toLowerCase()}`).join(', ')}.`}
            {done.unmatchedMembers.length > 0 && ` Not members here, so unassigned: ${done.unmatchedMembers.join(', ')}.`}
          </Alert>
        )}
        <label htmlFor="firm-import-file" className={cn(buttonClasses('outline'), 'cursor-pointer', run.isPending && 'opacity-50')}>
          <Upload className="h-4 w-4" aria-hidden="true" /> {run.isPending ? 'Importing...' : 'Choose a firm export'}
        </label>
        <input
          ref={inputRef}
          id="firm-import-file"
          type="file"
          accept=".zip,.json,application/zip,application/json"
          className="sr-only"
          disabled={run.isPending}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0];
            if (file) run.mutate(file);
            if (inputRef.current) inputRef.current.value = '';
          }}
        />
      </div>
    </Card>
  );
}

export function CaseImportPage() {
  useDocumentTitle('Import Cases');
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<ImportTarget>('cases');
  const [upload, setUpload] = useState<Upload | null>(null);
  const [mapping, setMapping] = useState<Record<string, string | null> | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<CaseImportResult | null>(null);
  // Kept apart from the mutation, which forgets its answer while a new mapping is being previewed.
  const [data, setData] = useState<PreviewView | null>(null);

  // The mapping screen only offers the target's own fields, so a mapping sent back holds only those.
  type ImportInput = { csv: string; mapping?: Record<string, string | null>; source?: CaseImportSource };
  const preview = useMutation({
    mutationFn: async ({ csv, mapping: given, source }: ImportInput): Promise<PreviewView> =>
      target === 'cases'
        ? casesApi.previewImport({ csv, ...(given ? { mapping: given as CaseImportMapping } : {}), ...(source ? { source } : {}) })
        : casesApi.previewRelatedImport({ csv, kind: target, ...(given ? { mapping: given } : {}) }),
    onSuccess: (answer) => {
      setData(answer);
      setMapping(answer.mapping);
    },
  });
  const runImport = useMutation({
    mutationFn: ({ csv, mapping: given, source }: ImportInput) =>
      target === 'cases'
        ? casesApi.importCases({ csv, ...(given ? { mapping: given as CaseImportMapping } : {}), ...(source ? { source } : {}) })
        : casesApi.importRelated({ csv, kind: target, ...(given ? { mapping: given } : {}) }),
    onSuccess: async (answer) => {
      setResult(answer);
      // An import may add to any part of its cases (money, parties) or to the directory: everything is read again.
      await queryClient.invalidateQueries();
    },
  });

  const onFile = async (file: File) => {
    setFileError(null);
    setResult(null);
    preview.reset();
    runImport.reset();
    if (file.size > CASE_IMPORT_MAX_BYTES) return setFileError(CASE_IMPORT_TOO_LARGE_MESSAGE);
    const csv = await file.text();
    if (csv.trim() === '') return setFileError('The CSV file is empty');
    setUpload({ name: file.name, csv });
    setMapping(null);
    setData(null);
    preview.mutate({ csv });
  };

  const onMappingChange = (column: string, field: string | null) => {
    if (!upload || !mapping) return;
    const next = { ...mapping, [column]: field };
    setMapping(next);
    preview.mutate({ csv: upload.csv, mapping: next, ...(data?.source ? { source: data.source } : {}) });
  };

  // Another source suggests its own mapping.
  const onSourceChange = (source: CaseImportSource) => {
    if (!upload) return;
    preview.mutate({ csv: upload.csv, source });
  };

  const startOver = () => {
    setUpload(null);
    setMapping(null);
    setData(null);
    setResult(null);
    preview.reset();
    runImport.reset();
  };

  // Rows of related records whose record the case already holds are left alone, so they are not counted as ready.
  const ready = data ? data.validCount - (data.alreadyImported ?? 0) : 0;
  const mapsClientName = target !== 'cases' || (mapping ? Object.values(mapping).includes('clientName') : false);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to="/dashboard/cases" className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-700">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Cases
      </Link>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Import Cases</h1>
        <p className="mt-1 text-sm text-slate-500">Bring your existing cases in from a spreadsheet export.</p>
      </div>

      {result ? (
        <Card className="p-6" role="status">
          <div className="flex items-start gap-3">
            <CheckCircle2 className="h-6 w-6 shrink-0 text-green-600" aria-hidden="true" />
            <div className="flex-1 space-y-4">
              <div>
                <h2 className="text-lg font-semibold text-slate-900">
                  Imported {result.imported} {recordNoun(target, result.imported)}
                </h2>
                <p className="text-sm text-slate-500">
                  {result.skipped.length === 0
                    ? 'Every new row was imported.'
                    : `${result.skipped.length} ${result.skipped.length === 1 ? 'row was' : 'rows were'} skipped.`}
                  {result.alreadyImported > 0 &&
                    ` ${result.alreadyImported} ${recordNoun(target, result.alreadyImported)} ${result.alreadyImported === 1 ? 'was imported before and left as it is' : 'were imported before and left as they are'}.`}
                </p>
              </div>
              <RowErrors title="Skipped rows" rows={result.skipped} />
              <div className="flex flex-wrap gap-2">
                <Link to="/dashboard/cases" className={buttonClasses('primary')}>
                  View cases
                </Link>
                <Button variant="outline" onClick={startOver}>
                  Import another file
                </Button>
              </div>
            </div>
          </div>
        </Card>
      ) : !upload || (!data && !preview.isPending) ? (
        <>
          {preview.isError && <Alert tone="error">{errorMessage(preview.error)}</Alert>}
          <UploadStep
            onFile={(file) => void onFile(file)}
            error={fileError}
            pending={preview.isPending}
            target={target}
            onTargetChange={setTarget}
          />
          <FirmImport />
        </>
      ) : !data || !mapping ? (
        <Card className="flex items-center justify-center gap-3 p-10 text-sm text-slate-500">
          <Spinner className="text-brand-600" label="Reading the file" /> Reading {upload.name}...
        </Card>
      ) : (
        <>
          <Card className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <FileSpreadsheet className="h-4 w-4 text-slate-500" aria-hidden="true" />
              <span className="font-medium">{upload.name}</span> · {data.totalCount} {data.totalCount === 1 ? 'row' : 'rows'}
            </p>
            <Button variant="ghost" size="sm" onClick={startOver}>
              Choose another file
            </Button>
          </Card>
          {preview.isError && <Alert tone="error">{errorMessage(preview.error)}</Alert>}
          <MappingStep
            target={target}
            preview={data}
            mapping={mapping}
            onMappingChange={onMappingChange}
            onSourceChange={onSourceChange}
            updating={preview.isPending}
          />
          <Card>
            <CardHeader title="3. Preview and import" />
            <div className="space-y-4 p-5">
              <div className="flex flex-wrap gap-2" aria-live="polite">
                <Badge tone="green">{ready} ready to import</Badge>
                {data.errors.length > 0 && <Badge tone="red">{data.errors.length} with errors</Badge>}
                {(data.alreadyImported ?? 0) > 0 && <Badge tone="gray">{data.alreadyImported} imported before, left as they are</Badge>}
              </div>
              {!mapsClientName && <Alert tone="warning">Map a column to Client name: every case needs one.</Alert>}
              <RowErrors title="Rows that will be skipped" rows={data.errors} />
              {runImport.isError && <Alert tone="error">{errorMessage(runImport.error)}</Alert>}
              <Button
                disabled={ready === 0 || runImport.isPending || preview.isPending}
                onClick={() => runImport.mutate({ csv: upload.csv, mapping, ...(data.source ? { source: data.source } : {}) })}
              >
                {runImport.isPending ? 'Importing...' : `Import ${ready} ${recordNoun(target, ready)}`}
              </Button>
            </div>
          </Card>
        </>
      )}
    </div>
  );
}
