// Renders a public page to HTML at build time (see prerender-plugin.ts), so it paints before the JavaScript arrives.
import { StrictMode, Suspense, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PageSpinner } from '../../../components/ui/feedback';
import { BlogPage } from '../blog/blog-page';
import { LandingPage } from '../landing-page';
import { PrivacyPage } from '../legal/privacy-page';
import { TermsPage } from '../legal/terms-page';
import { prerenderedPageMeta } from '../use-page-meta';
import { WaitingListPage } from '../waiting-list-page';

/** The pages rendered ahead of time: they need no signed-in user and no data from the server. */
export const prerenderedPages: Record<string, ComponentType> = {
  '/': LandingPage,
  '/waiting-list': WaitingListPage,
  '/blog': BlogPage,
  '/terms': TermsPage,
  '/privacy': PrivacyPage,
};

export type PrerenderedPage = { html: string; title: string; description: string };

/** The same tree the router renders in the browser (StrictMode, query client, a Suspense boundary per page), so hydration matches. */
export async function renderPublicPage(path: string): Promise<PrerenderedPage> {
  const Page = prerenderedPages[path];
  if (!Page) throw new Error(`${path} is not prerendered`);
  Object.assign(prerenderedPageMeta, { title: '', description: '' });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={path}>
          <Suspense fallback={<PageSpinner />}>
            <Page />
          </Suspense>
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const { title, description } = prerenderedPageMeta;
  return { html, title: title ? `${title} · Casecast` : 'Casecast', description };
}
