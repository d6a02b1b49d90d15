// The security headers every answer carries: a strict CSP, no framing, no sniffing, a referrer policy, HSTS on https only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness.js';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe.each(databaseTargets())('security headers on %s', (target) => {
  let http: TestApp;
  let https: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'casecast-web-'));
  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Casecast</title><div id="root"></div>');
    http = await createTestApp(target, { webDistDir: webDist });
    https = await createTestApp(target, {
      webDistDir: webDist,
      baseUrl: 'https://casecast.example',
      trustedOrigins: ['https://casecast.example'],
    });
  });
  afterAll(async () => {
    await http?.close();
    await https?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends a CSP without inline scripts, refuses framing and sniffing, and sets a referrer policy', async () => {
    for (const url of ['/api/health', '/login']) {
      const response = await http.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const csp = directives(String(response.headers['content-security-policy']));
      const scripts = csp.get('script-src') ?? csp.get('default-src')!;
      expect(scripts, url).toContain("'self'");
      expect(scripts, url).not.toContain("'unsafe-inline'");
      expect(scripts, url).not.toContain("'unsafe-eval'");
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('sends HSTS when the app is served over https, and not over plain http', async () => {
    const secure = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    const plain = await http.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
