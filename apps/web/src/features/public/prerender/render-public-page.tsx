// Renders a public page to HTML at build time (see prerender-plugin.ts), so it paints before the JavaScript arrives.
import { StrictMode, Suspense, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import { posts } from 'virtual:blog-index';
import { LOGIN_FORM_OUTCOMES } from '@casecast/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PageSpinner } from '../../../components/ui/feedback';
import { BlogPage } from '../blog/blog-page';
import { BlogPostPage } from '../blog/blog-post-page';
import { LandingPage } from '../landing-page';
import { PrivacyPage } from '../legal/privacy-page';
import { TermsPage } from '../legal/terms-page';
import { prerenderedPageMeta } from '../use-page-meta';
import { WaitingListPage } from '../waiting-list-page';
import { LoginPage } from '../../auth/pages/login-page';

type PrerenderedRoute = { pattern: string; Page: ComponentType };

/**
 * The pages rendered ahead of time: they need no signed-in user and no data from the server. `pattern`
 * is the route's path in app/router.tsx.
 */
export const prerenderedPages: Record<string, PrerenderedRoute> = {
  '/': { pattern: '/', Page: LandingPage },
  '/waiting-list': { pattern: '/waiting-list', Page: WaitingListPage },
  '/blog': { pattern: '/blog', Page: BlogPage },
  ...Object.fromEntries(posts.map((post) => [`/blog/${post.id}`, { pattern: '/blog/:postId', Page: BlogPostPage }])),
  '/terms': { pattern: '/terms', Page: TermsPage },
  '/privacy': { pattern: '/privacy', Page: PrivacyPage },
  // The login form works as a plain form POST; each answer it can come back with is a page of its own
  // (app.ts serves a page that has such variants prerendered only for those exact addresses).
  '/login': { pattern: '/login', Page: LoginPage },
  ...Object.fromEntries(
    [...Object.keys(LOGIN_FORM_OUTCOMES).map((outcome) => `signin=${outcome}`), 'verified=true', 'verified=false', 'reset=true'].map(
      (query) => [`/login?${query}`, { pattern: '/login', Page: LoginPage }],
    ),
  ),
};

export type PrerenderedPage = { html: string; title: string; description: string };

/** The same tree the router renders in the browser (StrictMode, query client, a Suspense boundary per page), so hydration matches. */
export async function renderPublicPage(path: string): Promise<PrerenderedPage> {
  const route = prerenderedPages[path];
  if (!route) throw new Error(`${path} is not prerendered`);
  const { Page, pattern } = route;
  Object.assign(prerenderedPageMeta, { title: '', description: '' });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={path}>
          <Routes>
            <Route
              path={pattern}
              element={
                <Suspense fallback={<PageSpinner />}>
                  <Page />
                </Suspense>
              }
            />
          </Routes>
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const { title, description } = prerenderedPageMeta;
  return { html, title: title ? `${title} · Casecast` : 'Casecast', description };
}
