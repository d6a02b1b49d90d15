// Sets a public page's title and meta description (search results and link previews read them).
import { useEffect } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** What the last page rendered at build time asked for: effects do not run there, so the prerenderer reads this. */
export const prerenderedPageMeta = { title: '', description: '' };

export function usePageMeta(title: string, description: string): void {
  if (typeof document === 'undefined') Object.assign(prerenderedPageMeta, { title, description });
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
