// npm run bench:web: Lighthouse audit of the public pages, and of the signed-in dashboard (the demo firm's
// owner), against the built app on a temporary data folder.
// Prints performance, accessibility, best-practices and SEO scores, and the JavaScript the landing page loads (gzip).
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); downloads nothing. `--no-build` skips the build step.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildStale, root } from './lib/workspaces.mjs';

const PAGES = ['/', '/blog', '/blog/5', '/waiting-list'];
/**
 * Audited signed in as the demo firm's owner (its session cookie sent with every request). Without the
 * SEO category: robots.txt keeps search engines out of the signed-in app on purpose, so "is crawlable"
 * would fail by design, and nothing there is meant to be found by search.
 */
const SIGNED_IN_PAGES = ['/dashboard'];
const GOALS = { score: 95, landingJsKb: 150 };
const args = process.argv.slice(2);
const preset = args.includes('--desktop') ? 'desktop' : 'mobile';

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port, dataDir, webDistDir) {
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    // Demo mode: a firm with cases, whose owner's password the server prints once (read from its output).
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      BASE_URL: `http://localhost:${port}`,
      DEMO_MODE: 'true',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.output = '';
  server.stdout.on('data', (chunk) => (server.output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not become healthy within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The gzip size of every script the page loaded, fetched again and compressed here, so the figure does not depend on the server's encoding. */
async function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  let raw = 0;
  let gzip = 0;
  let transfer = 0;
  for (const script of scripts) {
    const response = await fetch(script.url);
    if (!response.ok) throw new Error(`${script.url} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    transfer += script.transferSize ?? 0;
  }
  return { count: scripts.length, raw, gzip, transfer };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const score = (category) => Math.round((category?.score ?? 0) * 100);

if (!args.includes('--no-build')) await buildStale();
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'casecast-bench-web-'));
// A copy of the built web app, so a rebuild during the audit cannot swap files under it.
const webDistDir = join(dataDir, 'web');
cpSync(join(root, 'apps/web/dist'), webDistDir, { recursive: true });
const server = await startServer(port, join(dataDir, 'db'), webDistDir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

/** Signs the demo owner in through the API and answers the session cookie. */
async function demoSessionCookie() {
  const deadline = Date.now() + 60_000;
  let match;
  while (!(match = /Log in at \S+ as (\S+) with the password (\S+)/.exec(server.output))) {
    if (Date.now() > deadline) throw new Error('The server printed no demo login');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const origin = `http://localhost:${port}`;
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: match[1], password: match[2] }),
  });
  if (!response.ok) throw new Error(`Signing the demo owner in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** One Lighthouse run; a trace that failed to record (it happens on a busy machine) is run again, twice at most. */
async function audit(url, cookie = null) {
  const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  for (let attempt = 1; ; attempt += 1) {
    const categories = ['performance', 'accessibility', 'best-practices', ...(cookie ? [] : ['seo'])];
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags, config);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.warn(`${url}: ${result.lhr.runtimeError.code}, running again`);
  }
}

const rows = [];
let landingScripts = null;
try {
  const cookie = await demoSessionCookie();
  for (const path of [...PAGES, ...SIGNED_IN_PAGES]) {
    const url = `http://localhost:${port}${path}`;
    const lhr = await audit(url, SIGNED_IN_PAGES.includes(path) ? cookie : null);
    if (SIGNED_IN_PAGES.includes(path) && lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.includes(path))
      throw new Error(`${path} ended at ${lhr.finalDisplayedUrl}: not signed in`);
    const c = lhr.categories;
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => audit.id);
    rows.push({
      path,
      performance: score(c.performance),
      accessibility: score(c.accessibility),
      bestPractices: score(c['best-practices']),
      seo: c.seo ? score(c.seo) : null,
      fcp: lhr.audits['first-contentful-paint']?.displayValue ?? '',
      lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '',
      tbt: lhr.audits['total-blocking-time']?.displayValue ?? '',
      cls: lhr.audits['cumulative-layout-shift']?.displayValue ?? '',
      failing,
    });
    if (path === '/') landingScripts = await scriptBytes(lhr);
    if (args.includes('--save')) {
      mkdirSync(join(root, 'bench-results'), { recursive: true });
      writeFileSync(join(root, 'bench-results', `lighthouse-${preset}${path.replace(/\//g, '_') || '_'}.json`), JSON.stringify(lhr));
    }
  }
} finally {
  await chrome.kill();
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse ${preset} (simulated throttling), built app on a temporary data folder; ${SIGNED_IN_PAGES.join(', ')} signed in as the demo firm's owner\n`,
);
console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo ?? 'not audited (kept out of search)'} | ${row.fcp} | ${row.lcp} | ${row.tbt} | ${row.cls} |`,
  );
}
console.log(
  `\nLanding page JavaScript: ${landingScripts.count} files, ${kb(landingScripts.raw)} raw, ${kb(landingScripts.gzip)} gzip (goal < ${GOALS.landingJsKb} KB), ${kb(landingScripts.transfer)} transferred`,
);
for (const row of rows) if (row.failing.length) console.log(`${row.path}: audits below 0.9: ${row.failing.join(', ')}`);
const missed = rows.flatMap((row) =>
  ['performance', 'accessibility', 'bestPractices', 'seo']
    .filter((key) => row[key] !== null && row[key] < GOALS.score)
    .map((key) => `${row.path} ${key} ${row[key]}`),
);
if (landingScripts.gzip / 1024 >= GOALS.landingJsKb) missed.push(`landing JS ${kb(landingScripts.gzip)}`);
console.log(missed.length ? `\nBelow the goals (every score >= ${GOALS.score}): ${missed.join('; ')}` : `\nEvery goal met.`);
