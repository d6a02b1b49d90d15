// Files chosen in the case wizard's Documents step, kept until the case exists and then uploaded to it.
import { DEFAULT_DOCUMENT_CATEGORY, type CaseDocument } from '@casecast/domain';
import { errorMessage } from '../../lib/api';
import { uploadDocument } from './api';
import { checkUploadFile, type UploadItem } from './use-document-uploads';

export type QueuedWizardFile = UploadItem & { file: File; category: string };

type State = { owner: object | null; items: QueuedWizardFile[] };
let state: State = { owner: null, items: [] };
const listeners = new Set<() => void>();
let counter = 0;

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}
function patch(key: string, change: Partial<QueuedWizardFile>) {
  set({ items: state.items.map((item) => (item.key === key ? { ...item, ...change } : item)) });
}

export const wizardUploads = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getItems: () => state.items,
  /** A new wizard (another form instance) starts with an empty queue; going back and forth between steps keeps it. */
  claim(owner: object) {
    if (state.owner !== owner) set({ owner, items: [] });
  },
  add(files: readonly File[], category: string, maxUploadMb: number) {
    const added = files.map((file): QueuedWizardFile => {
      counter += 1;
      const problem = checkUploadFile(file, maxUploadMb);
      return {
        key: `wizard-file-${counter}`,
        file,
        name: file.name,
        size: file.size,
        progress: 0,
        status: problem ? 'error' : 'queued',
        error: problem,
        category: category || DEFAULT_DOCUMENT_CATEGORY,
      };
    });
    set({ items: [...state.items, ...added] });
  },
  remove(key: string) {
    set({ items: state.items.filter((item) => item.key !== key) });
  },
  /** The user chose to leave the wizard: its queued files go. */
  clear() {
    set({ owner: null, items: [] });
  },
};

/** Files chosen but not yet stored: leaving the page would lose them. */
export function countPendingWizardFiles(items: readonly QueuedWizardFile[]): number {
  return items.filter((item) => item.status === 'queued' || item.status === 'uploading').length;
}

/**
 * Uploads every queued file to the case just saved, one at a time with progress, then empties the
 * queue. Answers how many could not be stored (refused files included), never throws.
 */
export async function uploadQueuedWizardFiles(caseId: string, onUploaded?: (document: CaseDocument) => void): Promise<number> {
  let failed = 0;
  for (const item of state.items) {
    if (item.status === 'error') {
      failed += 1;
      continue;
    }
    if (item.status === 'done') continue;
    patch(item.key, { status: 'uploading' });
    try {
      const document = await uploadDocument({
        caseId,
        file: item.file,
        category: item.category,
        onProgress: (progress) => patch(item.key, { progress }),
      });
      patch(item.key, { status: 'done', progress: 1 });
      onUploaded?.(document);
    } catch (error) {
      failed += 1;
      patch(item.key, { status: 'error', error: errorMessage(error, 'Upload failed') });
    }
  }
  set({ owner: null, items: [] });
  return failed;
}
