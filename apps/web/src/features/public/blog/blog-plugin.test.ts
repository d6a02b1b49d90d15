import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertSanitised, parsePostFile, renderPostMarkdown } from './blog-plugin';

const contentDir = resolve(import.meta.dirname, '../../../../../../content/blog');
const publicDir = resolve(import.meta.dirname, '../../../../public');

describe('blog rendering', () => {
  it('shows raw HTML as text instead of running it', () => {
    const html = renderPostMarkdown(
      'Hello <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<iframe src="https://evil.test"></iframe>',
      'test.md',
    );
    expect(html).not.toMatch(/<script|<img|<iframe/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops unsafe links and images from other hosts, keeps safe ones', () => {
    const html = renderPostMarkdown(
      '[bad](javascript:alert(1)) [proto](//evil.test) [ok](https://www.iii.org/fact-statistic) [here](/waiting-list) ![remote](https://evil.test/x.png) ![local](/blog/x.svg)',
      'test.md',
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('//evil.test');
    expect(html).toContain('<a href="https://www.iii.org/fact-statistic" rel="noopener noreferrer" target="_blank">ok</a>');
    expect(html).toContain('<a href="/waiting-list">here</a>');
    expect(html).toContain('<img src="/blog/x.svg" alt="local" loading="lazy">');
  });

  it('refuses tags outside the allow-list', () => {
    expect(() => assertSanitised('<p>fine</p><div onclick="x">no</div>', 'test')).toThrow(/<div>/);
    expect(() => assertSanitised('<a href="/x" onmouseover="x">no</a>', 'test')).toThrow(/unsafe attribute/);
  });

  it('reads front matter and refuses a post without its fields', () => {
    expect(() => parsePostFile('---\nid: 9\ntitle: T\n---\nBody', '9.md', publicDir)).toThrow(/needs "date"/);
    expect(() => parsePostFile('No front matter', 'x.md', publicDir)).toThrow(/front matter/);
  });

  it('has the two posts of the spec, with ids 4 and 5, each a real article of 800 to 1,200 words', () => {
    const files = readdirSync(contentDir).filter((name) => name.endsWith('.md'));
    const posts = files.map((name) => parsePostFile(readFileSync(join(contentDir, name), 'utf8'), name, publicDir));
    expect(posts.map((post) => post.meta.id).sort()).toEqual(expect.arrayContaining(['4', '5']));
    for (const post of posts) {
      const words = post.markdown.split(/\s+/).filter(Boolean).length;
      expect(words, post.meta.id).toBeGreaterThanOrEqual(800);
      expect(words, post.meta.id).toBeLessThanOrEqual(1300);
      expect(() => renderPostMarkdown(post.markdown, post.meta.id)).not.toThrow();
    }
  });
});
