// Sets a public page's title and meta description (search results and link previews read them).
import { useEffect } from 'react';
import { prerenderedPageMeta, useDocumentTitle } from '../../lib/use-document-title';

export { prerenderedPageMeta };

export function usePageMeta(title: string, description: string): void {
  if (typeof document === 'undefined') Object.assign(prerenderedPageMeta, { description });
  useDocumentTitle(title);
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
