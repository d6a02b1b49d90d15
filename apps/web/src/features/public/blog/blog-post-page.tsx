// /blog/:postId: one post with its image, tags, date, author, body and share buttons; an unknown id says so.
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Facebook, Linkedin, Twitter } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { postLoaders, posts } from 'virtual:blog-index';
import { buttonClasses } from '../../../components/ui/button';
import { Alert, PageSpinner } from '../../../components/ui/feedback';
import { PublicLayout } from '../components/public-layout';
import { usePageMeta } from '../use-page-meta';
import { formatPostDate } from './blog-format';
import { PostTags } from './post-tags';

// Typography for the rendered Markdown, kept here so the shared stylesheet carries nothing blog-specific.
const bodyClasses = [
  'text-lg leading-8 text-slate-700',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:mt-5 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:mt-6 [&_table]:block [&_table]:overflow-x-auto [&_table]:w-full [&_table]:text-left [&_table]:text-base [&_th]:border-b [&_th]:border-slate-300 [&_th]:py-2 [&_th]:pr-4',
  '[&_td]:border-b [&_td]:border-slate-100 [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top',
].join(' ');

function NotFound() {
  usePageMeta('Blog Post Not Found', 'This blog post does not exist or has been removed.');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Blog Post Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">The blog post you're looking for doesn't exist or has been removed.</p>
      <Link to="/blog" className={`${buttonClasses('primary', 'lg')} mt-8`}>
        Return to Blog
      </Link>
    </div>
  );
}

/** The page's full address. The prerendered HTML cannot know the site's host, so it is filled in once the page runs in the browser. */
function useAbsoluteUrl(path: string): string {
  const origin = useSyncExternalStore(
    () => () => undefined,
    () => window.location.origin,
    () => '',
  );
  return `${origin}${path}`;
}

function ShareButtons({ path, title }: { path: string; title: string }) {
  const encodedUrl = encodeURIComponent(useAbsoluteUrl(path));
  const targets = [
    { name: 'Facebook', icon: Facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { name: 'Twitter', icon: Twitter, href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}` },
    { name: 'LinkedIn', icon: Linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
  ];
  return (
    <section aria-labelledby="share-title" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="share-title" className="text-lg font-semibold text-slate-900">
        Share this article
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {targets.map(({ name, icon: Icon, href }) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline')}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {name}
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Post({ postId }: { postId: string }) {
  const post = posts.find((candidate) => candidate.id === postId)!;
  usePageMeta(post.title, post.excerpt);
  const body = useQuery({ queryKey: ['blog-post', postId], queryFn: () => postLoaders[postId]!(), staleTime: Infinity });
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Blog
      </Link>
      <img
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={630}
        fetchPriority="high"
        className="mt-6 aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover"
      />
      <div className="mt-8">
        <PostTags tags={post.tags} />
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
      <p className="mt-3 text-slate-600">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.author}
      </p>
      {body.isPending && <PageSpinner />}
      {body.isError && (
        <Alert tone="error" className="mt-8">
          This article could not be loaded. Please reload the page.
        </Alert>
      )}
      {/* Rendered from the repository's Markdown at build time and checked against a tag allow-list there (blog-plugin.ts). */}
      {body.data && <div className={`mt-6 ${bodyClasses}`} dangerouslySetInnerHTML={{ __html: body.data.html }} />}
      <ShareButtons path={`/blog/${post.id}`} title={post.title} />
    </article>
  );
}

export function BlogPostPage() {
  const { postId = '' } = useParams();
  const known = Object.hasOwn(postLoaders, postId);
  return <PublicLayout>{known ? <Post key={postId} postId={postId} /> : <NotFound />}</PublicLayout>;
}
