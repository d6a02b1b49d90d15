// Choose files with the picker or drop them here; accepts the spec's file types, several at once.
import { useId, useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import { ACCEPTED_UPLOAD_EXTENSIONS } from '@casecast/domain';
import { cn } from '../../../components/ui/cn';

export function FileDropZone({
  onFiles,
  maxUploadMb,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  maxUploadMb: number;
  disabled?: boolean;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled && event.dataTransfer.files.length > 0) onFiles(Array.from(event.dataTransfer.files));
      }}
      className={cn(
        'rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
        dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
      )}
      data-testid="document-drop-zone"
    >
      <Upload className="mx-auto h-6 w-6 text-slate-500" aria-hidden="true" />
      <p className="mt-2 text-sm text-slate-600">
        Drag and drop files here, or{' '}
        <label htmlFor={inputId} className="cursor-pointer font-medium text-brand-600 hover:text-brand-700">
          choose files
        </label>
      </p>
      <p className="mt-1 text-xs text-slate-500">PDF, Word, text, JPG or PNG, up to {maxUploadMb} MB each</p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        disabled={disabled}
        accept={ACCEPTED_UPLOAD_EXTENSIONS.join(',')}
        className="sr-only"
        aria-label="Choose files to upload"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length > 0) onFiles(files);
          if (input.current) input.current.value = '';
        }}
      />
    </div>
  );
}
