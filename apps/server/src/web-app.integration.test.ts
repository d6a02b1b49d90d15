// The built web app as the server sends it: known pages with 200, every other path with 404 (the app
// still loads and shows its not-found page), prerendered pages from the manifest, and answers compressed
// for clients that accept it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, registerAndSignIn, type TestApp } from './test/harness.js';

describe.each(databaseTargets())('web app pages on %s', (target) => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'casecast-web-'));
  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Casecast</title><div id="root"></div>');
    mkdirSync(join(webDist, 'prerendered'));
    writeFileSync(
      join(webDist, 'prerendered', 'blog_first-post.html'),
      '<!doctype html><title>First post</title><div id="root">First post</div>',
    );
    writeFileSync(join(webDist, 'prerendered', 'login.html'), '<!doctype html><title>Log in</title><div id="root">Login form</div>');
    writeFileSync(
      join(webDist, 'prerendered', 'login_signin_invalid.html'),
      '<!doctype html><title>Log in</title><div id="root">Invalid login credentials</div>',
    );
    writeFileSync(
      join(webDist, 'prerendered', 'manifest.json'),
      JSON.stringify({
        '/blog/first-post': 'prerendered/blog_first-post.html',
        '/login': 'prerendered/login.html',
        '/login?signin=invalid': 'prerendered/login_signin_invalid.html',
      }),
    );
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

  it('sends a page prerendered with variants for its exact addresses only, and the app for any other query', async () => {
    const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    expect(await page('/login')).toContain('Login form');
    expect(await page('/login?signin=invalid')).toContain('Invalid login credentials');
    for (const url of ['/login?next=%2Fdashboard%2Fcases', '/login?signin=other', '/login?error=INVALID_TOKEN'])
      expect(await page(url), url).toContain('<div id="root"></div>');
    // A page without variants is prerendered whatever its query.
    expect(await page('/blog/first-post?utm_source=mail')).toContain('First post');
  });

  it('compresses answers of 1 KB or more by Accept-Encoding, Brotli first, and leaves small ones plain', async () => {
    const owner = await registerAndSignIn(t, { company: 'Compression Firm' });
    for (let i = 0; i < 12; i++) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: { cookie: owner.cookie, origin: t.config.baseUrl },
        payload: { clientName: `Compressed Client ${i}`, status: 'open', dateOpened: '2024-03-01' },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const list = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/cases',
        headers: { cookie: owner.cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
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
