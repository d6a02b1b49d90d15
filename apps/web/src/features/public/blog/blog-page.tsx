// /blog: the grid of posts (image, tags, title, date and author, excerpt, Read more).
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { posts } from 'virtual:blog-index';
import { PublicLayout } from '../components/public-layout';
import { usePageMeta } from '../use-page-meta';
import { formatPostDate } from './blog-format';
import { PostTags } from './post-tags';

export function BlogPage() {
  usePageMeta('Blog', 'Practical articles for personal-injury attorneys on settlement valuation, negotiation and case documentation.');
  return (
    <PublicLayout>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Blog</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">
          Practical notes for personal-injury attorneys on valuing, documenting and negotiating cases.
        </p>
        <ul className="mt-10 grid gap-8 md:grid-cols-2">
          {posts.map((post, index) => (
            <li key={post.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <img
                  src={post.image}
                  alt={post.imageAlt}
                  width={1200}
                  height={630}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  className="aspect-[1200/630] w-full bg-slate-100 object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <PostTags tags={post.tags} />
                  <h2 className="mt-3 text-xl font-semibold text-slate-900">
                    <Link to={`/blog/${post.id}`} className="hover:text-brand-700 hover:underline">
                      {post.title}
                    </Link>
                  </h2>
                  <p className="mt-2 text-sm text-slate-600">
                    <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.author}
                  </p>
                  <p className="mt-3 flex-1 text-slate-700">{post.excerpt}</p>
                  <Link
                    to={`/blog/${post.id}`}
                    className="mt-5 inline-flex items-center gap-1 self-start font-medium text-brand-700 hover:underline"
                  >
                    Read more<span className="sr-only"> about “{post.title}”</span> <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </PublicLayout>
  );
}
