// Types of the virtual modules the blog plugin (blog-plugin.ts) generates at build time.
declare module 'virtual:blog-index' {
  export type BlogPostCard = {
    id: string;
    title: string;
    date: string;
    author: string;
    excerpt: string;
    image: string;
    imageAlt: string;
    tags: string[];
  };
  export const posts: BlogPostCard[];
  export const postLoaders: Record<string, () => Promise<{ html: string }>>;
}
