// Build-time blog: reads content/blog/*.md (front matter + Markdown), renders sanitised HTML, serves it as virtual modules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';

export type BlogPostMeta = {
  id: string;
  title: string;
  date: string;
  author: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  tags: string[];
};

const INDEX_ID = 'virtual:blog-index';
const POST_PREFIX = 'virtual:blog-post/';
const REQUIRED = ['id', 'title', 'date', 'author', 'excerpt', 'image', 'imageAlt', 'tags'] as const;
const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'code',
  'pre',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'del',
]);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function isSafeHref(href: string): boolean {
  return /^(https:\/\/|http:\/\/|mailto:|\/(?!\/)|#)/i.test(href);
}

/**
 * Markdown with every door to script closed: raw HTML is shown as text, links only go to web,
 * mail or site-relative addresses, and images only come from this site's /blog/ folder (the CSP
 * allows no other host). The output is then checked against a tag allow-list, so a renderer change
 * cannot slip markup through unnoticed.
 */
function createRenderer(): Marked {
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(token.text);
      },
      link(token: Tokens.Link) {
        const text = this.parser.parseInline(token.tokens);
        if (!isSafeHref(token.href)) return text;
        const external = /^https?:\/\//i.test(token.href);
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
        return `<a href="${escapeHtml(token.href)}"${title}${external ? ' rel="noopener noreferrer" target="_blank"' : ''}>${text}</a>`;
      },
      image(token: Tokens.Image) {
        if (!/^\/blog\/[\w./-]+$/.test(token.href) || token.href.includes('..')) return escapeHtml(token.text);
        return `<img src="${escapeHtml(token.href)}" alt="${escapeHtml(token.text)}" loading="lazy">`;
      },
    },
  });
  return marked;
}

export function assertSanitised(html: string, source: string): void {
  for (const match of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    const [, tag, attributes] = match;
    if (!ALLOWED_TAGS.has(tag!.toLowerCase())) throw new Error(`${source}: <${tag}> is not allowed in a blog post`);
    if (/\son\w+\s*=/i.test(attributes!) || /javascript:/i.test(attributes!) || /\sstyle\s*=/i.test(attributes!)) {
      throw new Error(`${source}: unsafe attribute in <${tag}${attributes}>`);
    }
  }
}

function parseValue(raw: string): string | string[] {
  const value = raw.trim();
  if (value.startsWith('[') && value.endsWith(']')) {
    return value
      .slice(1, -1)
      .split(',')
      .map((item) => unquote(item.trim()))
      .filter(Boolean);
  }
  return unquote(value);
}

function unquote(value: string): string {
  return /^(['"]).*\1$/.test(value) ? value.slice(1, -1) : value;
}

export function parsePostFile(text: string, source: string, publicDir: string): { meta: BlogPostMeta; markdown: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${source}: a post starts with front matter between --- lines`);
  const fields: Record<string, string | string[]> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`${source}: front-matter line "${line}" is not "key: value"`);
    fields[line.slice(0, colon).trim()] = parseValue(line.slice(colon + 1));
  }
  for (const key of REQUIRED) if (!fields[key] || fields[key].length === 0) throw new Error(`${source}: front matter needs "${key}"`);
  const text1 = (key: Exclude<(typeof REQUIRED)[number], 'tags'>) => {
    const value = fields[key];
    if (typeof value !== 'string') throw new Error(`${source}: "${key}" must be text`);
    return value;
  };
  const meta: BlogPostMeta = {
    id: text1('id'),
    title: text1('title'),
    date: text1('date'),
    author: text1('author'),
    excerpt: text1('excerpt'),
    image: text1('image'),
    imageAlt: text1('imageAlt'),
    tags: Array.isArray(fields.tags) ? fields.tags : [fields.tags!],
  };
  if (!/^[a-z0-9-]+$/.test(meta.id)) throw new Error(`${source}: id "${meta.id}" may use only a-z, 0-9 and -`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(meta.date)) throw new Error(`${source}: date must be YYYY-MM-DD`);
  if (!/^\/blog\/[\w.-]+$/.test(meta.image) || !existsSync(join(publicDir, meta.image))) {
    throw new Error(`${source}: image "${meta.image}" must be a file in apps/web/public/blog/`);
  }
  return { meta, markdown: match[2]! };
}

export function renderPostMarkdown(markdown: string, source: string): string {
  const html = createRenderer().parse(markdown) as string;
  assertSanitised(html, source);
  return html;
}

type LoadedPost = { meta: BlogPostMeta; html: string; file: string };

function loadPosts(contentDir: string, publicDir: string): LoadedPost[] {
  const files = readdirSync(contentDir).filter((name) => name.endsWith('.md'));
  const posts = files.map((name) => {
    const file = join(contentDir, name);
    const { meta, markdown } = parsePostFile(readFileSync(file, 'utf8'), name, publicDir);
    return { meta, html: renderPostMarkdown(markdown, name), file };
  });
  const ids = new Set<string>();
  for (const post of posts) {
    if (ids.has(post.meta.id)) throw new Error(`Two blog posts have the id "${post.meta.id}"`);
    ids.add(post.meta.id);
  }
  return posts.sort((a, b) => b.meta.date.localeCompare(a.meta.date) || b.meta.id.localeCompare(a.meta.id));
}

/** `virtual:blog-index` holds every post's card (small); each body is its own chunk, loaded when the post is opened. */
export function blogPlugin(options: { contentDir?: string } = {}): Plugin {
  let contentDir = '';
  let publicDir = '';
  return {
    name: 'casecast-blog',
    configResolved(config) {
      contentDir = options.contentDir ?? resolve(config.root, '../../content/blog');
      publicDir = config.publicDir || resolve(config.root, 'public');
    },
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(POST_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:blog-')) return null;
      this.addWatchFile(contentDir);
      const posts = loadPosts(contentDir, publicDir);
      for (const post of posts) this.addWatchFile(post.file);
      if (id === `\0${INDEX_ID}`) {
        const loaders = posts
          .map((post) => `${JSON.stringify(post.meta.id)}: () => import(${JSON.stringify(POST_PREFIX + post.meta.id)})`)
          .join(',\n  ');
        return `export const posts = ${JSON.stringify(posts.map((post) => post.meta))};\nexport const postLoaders = {\n  ${loaders}\n};\n`;
      }
      const postId = id.slice(`\0${POST_PREFIX}`.length);
      const post = posts.find((candidate) => candidate.meta.id === postId);
      if (!post) throw new Error(`No blog post with id "${postId}"`);
      return `export const html = ${JSON.stringify(post.html)};\n`;
    },
  };
}
