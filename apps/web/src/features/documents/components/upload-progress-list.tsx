// One progress bar per file being uploaded, with the server's message when a file is refused.
import { CheckCircle2, XCircle } from 'lucide-react';
import { formatFileSize, formatPercent } from '@casecast/domain';
import type { UploadItem } from '../use-document-uploads';

export function UploadProgressList({ items, onClear }: { items: readonly UploadItem[]; onClear?: () => void }) {
  if (items.length === 0) return null;
  const finished = items.some((item) => item.status === 'done' || item.status === 'error');
  return (
    <div className="space-y-2" aria-label="Uploads">
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.key} className="rounded-md border border-slate-200 px-3 py-2 text-sm" data-testid="upload-item">
            <div className="flex items-center justify-between gap-2">
              <span className="truncate font-medium text-slate-800">{item.name}</span>
              <span className="shrink-0 text-xs text-slate-500">
                {item.status === 'done' ? (
                  <span className="inline-flex items-center gap-1 text-green-700">
                    <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Uploaded
                  </span>
                ) : item.status === 'error' ? (
                  <span className="inline-flex items-center gap-1 text-red-600">
                    <XCircle className="h-4 w-4" aria-hidden="true" /> Failed
                  </span>
                ) : item.status === 'queued' ? (
                  'Waiting…'
                ) : (
                  `${formatPercent(item.progress, { decimals: 0 })} of ${formatFileSize(item.size)}`
                )}
              </span>
            </div>
            {item.status !== 'error' && (
              <div
                role="progressbar"
                aria-label={`Uploading ${item.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(item.progress * 100)}
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className={`h-full rounded-full transition-[width] ${item.status === 'done' ? 'bg-green-500' : 'bg-brand-600'}`}
                  style={{ width: `${Math.round(item.progress * 100)}%` }}
                />
              </div>
            )}
            {item.error && (
              <p className="mt-1 text-xs text-red-600" role="alert">
                {item.error}
              </p>
            )}
          </li>
        ))}
      </ul>
      {finished && onClear && (
        <button type="button" className="text-xs font-medium text-brand-600 hover:text-brand-700" onClick={onClear}>
          Clear finished uploads
        </button>
      )}
    </div>
  );
}
