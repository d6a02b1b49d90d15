// Sets the browser tab's title for a page.
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Casecast` : 'Casecast';
  }, [title]);
}
