// Whether a document's words can be searched yet: waiting, being read (pages done of pages), searchable, or not.
import { DOCUMENT_TEXT_STATUS_LABELS, type DocumentTextIndex } from '@casecast/domain';
import { Badge, type BadgeTone } from '../../../components/ui/feedback';

const TONES: Record<DocumentTextIndex['status'], BadgeTone> = {
  pending: 'gray',
  extracting: 'blue',
  done: 'green',
  failed: 'red',
  unsupported: 'gray',
};

export function DocumentTextStatus({ textIndex }: { textIndex: DocumentTextIndex | undefined }) {
  if (!textIndex) return null;
  const label = DOCUMENT_TEXT_STATUS_LABELS[textIndex.status];
  const progress =
    textIndex.status === 'extracting' && textIndex.pages !== null && textIndex.pages > 0
      ? ` (${textIndex.pagesDone}/${textIndex.pages} pages)`
      : '';
  return (
    <Badge tone={TONES[textIndex.status]} className="whitespace-nowrap">
      <span data-testid="document-text-status" title={textIndex.error ?? undefined}>
        {label}
        {progress}
      </span>
    </Badge>
  );
}
