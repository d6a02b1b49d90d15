// The built web app as the server sends it: known pages with 200, every other path with 404 (the app
// still loads and shows its not-found page), prerendered pages from the manifest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from './test/harness.js';

describe.each(databaseTargets())('web app pages on %s', (target) => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'casecast-web-'));
  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Casecast</title><div id="root"></div>');
    mkdirSync(join(webDist, 'prerendered'));
    writeFileSync(join(webDist, 'prerendered', 'blog_first-post.html'), '<!doctype html><title>First post</title><div id="root">First post</div>');
    writeFileSync(join(webDist, 'prerendered', 'manifest.json'), JSON.stringify({ '/blog/first-post': 'prerendered/blog_first-post.html' }));
    t = await createTestApp(target, { webDistDir: webDist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers the app’s pages with 200', async () => {
    for (const url of ['/login', '/register', '/dashboard', '/dashboard/cases?page=2', '/dashboard/case/abc/edit', '/invite/xyz']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
    }
    const post = await t.app.inject({ method: 'GET', url: '/blog/first-post' });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('First post');
  });

  it('answers an unknown path with 404 and the app, which shows its not-found page', async () => {
    for (const url of ['/no-such-page', '/wp-login.php', '/blog/no-such-post', '/login/extra']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root">');
    }
    // The API keeps its JSON 404.
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
