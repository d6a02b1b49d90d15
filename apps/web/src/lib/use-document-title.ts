// Sets the browser tab's title for a page.
import { useEffect } from 'react';

/** What the last page rendered at build time asked for: effects do not run there, so the prerenderer reads this. */
export const prerenderedPageMeta = { title: '', description: '' };

export function useDocumentTitle(title: string): void {
  if (typeof document === 'undefined') Object.assign(prerenderedPageMeta, { title });
  useEffect(() => {
    document.title = title ? `${title} · Casecast` : 'Casecast';
  }, [title]);
}
