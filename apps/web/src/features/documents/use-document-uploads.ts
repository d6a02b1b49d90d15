// The upload queue: files checked in the browser first (type, size), then sent one by one with a progress bar each.
import { useCallback, useRef, useState } from 'react';
import {
  DEFAULT_MAX_UPLOAD_MB,
  fileTooLargeMessage,
  isAcceptedUploadName,
  UNSUPPORTED_FILE_TYPE_MESSAGE,
  type CaseDocument,
} from '@casecast/domain';
import { errorMessage } from '../../lib/api';
import { uploadDocument } from './api';

export type UploadItem = {
  key: string;
  name: string;
  size: number;
  /** 0 to 1. */
  progress: number;
  status: 'queued' | 'uploading' | 'done' | 'error';
  error: string | null;
};

export type UploadOptions = { category?: string | undefined; description?: string | undefined; maxUploadMb?: number | undefined };

/** The reason a file is refused before it is sent, or null. The server checks the bytes again. */
export function checkUploadFile(file: { name: string; size: number }, maxUploadMb = DEFAULT_MAX_UPLOAD_MB): string | null {
  if (!isAcceptedUploadName(file.name)) return `"${file.name}" cannot be uploaded. ${UNSUPPORTED_FILE_TYPE_MESSAGE}`;
  if (file.size > maxUploadMb * 1024 * 1024) return fileTooLargeMessage(file.name, maxUploadMb);
  if (file.size === 0) return `"${file.name}" is empty.`;
  return null;
}

let counter = 0;

export function useDocumentUploads(onUploaded?: (document: CaseDocument) => void | Promise<void>) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const update = useCallback(
    (key: string, patch: Partial<UploadItem>) =>
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [],
  );

  /** Queues the files for the case; resolves when every one of them has finished (stored or refused). */
  const enqueue = useCallback(
    (caseId: string, files: readonly File[], options: UploadOptions = {}): Promise<void> => {
      const queued = files.map((file) => {
        counter += 1;
        const problem = checkUploadFile(file, options.maxUploadMb);
        const item: UploadItem = {
          key: `upload-${counter}`,
          name: file.name,
          size: file.size,
          progress: 0,
          status: problem ? 'error' : 'queued',
          error: problem,
        };
        return { file, item };
      });
      setItems((current) => [...current, ...queued.map(({ item }) => item)]);
      const run = async () => {
        for (const { file, item } of queued) {
          if (item.status === 'error') continue;
          update(item.key, { status: 'uploading' });
          try {
            const document = await uploadDocument({
              caseId,
              file,
              category: options.category,
              description: options.description,
              onProgress: (progress) => update(item.key, { progress }),
            });
            update(item.key, { status: 'done', progress: 1 });
            await onUploaded?.(document);
          } catch (error) {
            update(item.key, { status: 'error', error: errorMessage(error, 'Upload failed') });
          }
        }
      };
      chain.current = chain.current.then(run);
      return chain.current;
    },
    [onUploaded, update],
  );

  const clearFinished = useCallback(
    () => setItems((current) => current.filter((item) => item.status === 'queued' || item.status === 'uploading')),
    [],
  );
  return { items, enqueue, clearFinished };
}
