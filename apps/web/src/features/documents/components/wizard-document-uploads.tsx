// The wizard's Documents step upload area: files are queued here and uploaded once the case is saved.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { X } from 'lucide-react';
import { DEFAULT_DOCUMENT_CATEGORY, DEFAULT_MAX_UPLOAD_MB, formatFileSize } from '@casecast/domain';
import { Select } from '../../../components/ui/input';
import { useDocumentCategories } from '../api';
import { wizardUploads } from '../wizard-uploads';
import { FileDropZone } from './file-drop-zone';
import { UploadProgressList } from './upload-progress-list';

export function WizardDocumentUploads({ owner }: { owner: object }) {
  useEffect(() => wizardUploads.claim(owner), [owner]);
  const items = useSyncExternalStore(wizardUploads.subscribe, wizardUploads.getItems);
  const categories = useDocumentCategories();
  const [category, setCategory] = useState(DEFAULT_DOCUMENT_CATEGORY);
  const maxUploadMb = categories.data?.maxUploadMb ?? DEFAULT_MAX_UPLOAD_MB;
  const waiting = items.filter((item) => item.status === 'queued');
  const sending = items.some((item) => item.status === 'uploading' || item.status === 'done');

  return (
    <section aria-labelledby="wizard-uploads-heading" className="space-y-3">
      <h3 id="wizard-uploads-heading" className="text-base font-semibold text-slate-900">
        Document uploads
      </h3>
      <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
        <div className="space-y-1">
          <label htmlFor="wizard-upload-category" className="block text-sm font-medium text-slate-700">
            Category
          </label>
          <Select id="wizard-upload-category" value={category} onChange={(event) => setCategory(event.target.value)}>
            {(categories.data?.items ?? [{ name: DEFAULT_DOCUMENT_CATEGORY }]).map((option) => (
              <option key={option.name} value={option.name}>
                {option.name}
              </option>
            ))}
          </Select>
        </div>
        <FileDropZone maxUploadMb={maxUploadMb} disabled={sending} onFiles={(files) => wizardUploads.add(files, category, maxUploadMb)} />
      </div>
      {sending ? (
        <UploadProgressList items={items} />
      ) : (
        <>
          {waiting.length > 0 && (
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm" aria-label="Files to upload">
              {waiting.map((item) => (
                <li key={item.key} className="flex items-center justify-between gap-2 px-3 py-2">
                  <span className="truncate">
                    <span className="font-medium text-slate-800">{item.name}</span>{' '}
                    <span className="text-xs text-slate-500">
                      {formatFileSize(item.size)} · {item.category}
                    </span>
                  </span>
                  <button
                    type="button"
                    onClick={() => wizardUploads.remove(item.key)}
                    className="rounded p-1 text-slate-500 hover:bg-slate-100"
                    aria-label={`Remove ${item.name}`}
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {items
            .filter((item) => item.status === 'error')
            .map((item) => (
              <p key={item.key} className="text-xs text-red-600" role="alert">
                {item.error}{' '}
                <button type="button" className="font-medium underline" onClick={() => wizardUploads.remove(item.key)}>
                  Dismiss
                </button>
              </p>
            ))}
          <p className="text-xs text-slate-500">The files are uploaded to the case when you save it.</p>
        </>
      )}
    </section>
  );
}
