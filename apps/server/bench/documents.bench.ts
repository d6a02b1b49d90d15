// Documents: upload and download throughput of a 20 MB file, and the server's memory while 10 uploads run at once (10×2 MB vs 10×20 MB).
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';

const MB = 1024 * 1024;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

type Sample = { rss: number; heapUsed: number; external: number; arrayBuffers: number };
type Ready = { base: string; cookie: string; caseId: string; origin: string };

function startServer(): ChildProcess {
  return fork(join(import.meta.dirname, 'documents-server.ts'), [], {
    execArgv: ['--conditions=source', '--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

async function request<T extends { type: string }>(child: ChildProcess, message: { type: string }, answer: string): Promise<T> {
  const reply = new Promise<T>((resolve) => {
    const listen = (received: T) => {
      if (received.type !== answer) return;
      child.off('message', listen);
      resolve(received);
    };
    child.on('message', listen);
  });
  child.send(message);
  return reply;
}

/** A PDF-looking file of `size` bytes: the signature, then filler. */
function pdfOf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  return bytes;
}

function multipart(fileName: string, data: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(ready: Ready, fileName: string, data: Buffer): Promise<{ id: string; url: string }> {
  const { body, contentType } = multipart(fileName, data);
  const response = await fetch(`${ready.base}/api/cases/${ready.caseId}/documents`, {
    method: 'POST',
    headers: { 'content-type': contentType, cookie: ready.cookie, origin: ready.origin },
    body,
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { items: Array<{ id: string; url: string }> }).items[0]!;
}

async function download(ready: Ready, url: string): Promise<number> {
  const response = await fetch(`${ready.base}${url}?download=1`, { headers: { cookie: ready.cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`download answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
  return bytes;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => (bytes / MB).toFixed(1);

async function concurrentPeak(
  child: ChildProcess,
  ready: Ready,
  size: number,
): Promise<{ baseline: Sample; peak: Sample; seconds: number }> {
  const files = Array.from({ length: 10 }, () => pdfOf(size));
  const { sample: baseline } = await request<{ type: string; sample: Sample }>(child, { type: 'baseline' }, 'baseline');
  await request(child, { type: 'sample-start' }, 'sampling');
  const started = performance.now();
  await Promise.all(files.map((file, index) => upload(ready, `concurrent-${index}.pdf`, file)));
  const seconds = (performance.now() - started) / 1000;
  const { sample: peak } = await request<{ type: string; sample: Sample }>(child, { type: 'sample-stop' }, 'peak');
  return { baseline, peak, seconds };
}

/** Each scenario gets a fresh server process, so one scenario's memory does not carry into the next. */
async function withServer<T>(run: (child: ChildProcess, ready: Ready) => Promise<T>): Promise<T> {
  const child = startServer();
  try {
    const [ready] = (await once(child, 'message')) as [Ready & { type: string }];
    // Warm up the route, the database and the disk.
    await upload(ready, 'warm-up.pdf', pdfOf(MB));
    return await run(child, ready);
  } finally {
    child.send({ type: 'stop' });
    await once(child, 'exit');
  }
}

const twenty = pdfOf(20 * MB);
const { uploadTimes, downloadTimes } = await withServer(async (_child, ready) => {
  const times = { uploadTimes: [] as number[], downloadTimes: [] as number[] };
  for (let run = 0; run < RUNS; run += 1) {
    let started = performance.now();
    const document = await upload(ready, `twenty-${run}.pdf`, twenty);
    times.uploadTimes.push((performance.now() - started) / 1000);
    started = performance.now();
    const bytes = await download(ready, document.url);
    times.downloadTimes.push((performance.now() - started) / 1000);
    if (bytes !== twenty.length) throw new Error(`downloaded ${bytes} bytes, expected ${twenty.length}`);
  }
  return times;
});
const small = await withServer((child, ready) => concurrentPeak(child, ready, 2 * MB));
const large = await withServer((child, ready) => concurrentPeak(child, ready, 20 * MB));

console.log(`Throughput, one 20 MB file over HTTP on 127.0.0.1, local storage, median of ${RUNS}:`);
console.table([
  { operation: 'upload 20 MB', 'median s': median(uploadTimes).toFixed(3), 'MB/s': (20 / median(uploadTimes)).toFixed(1) },
  { operation: 'download 20 MB', 'median s': median(downloadTimes).toFixed(3), 'MB/s': (20 / median(downloadTimes)).toFixed(1) },
]);
console.log('Server memory while 10 uploads run at once, each on a fresh server (peak minus the baseline taken just before, MB):');
const row = (name: string, total: number, result: Awaited<ReturnType<typeof concurrentPeak>>) => ({
  uploads: name,
  'sent MB': total,
  seconds: result.seconds.toFixed(2),
  'baseline RSS': mb(result.baseline.rss),
  'peak RSS': mb(result.peak.rss),
  'RSS growth': mb(result.peak.rss - result.baseline.rss),
  'heap growth': mb(result.peak.heapUsed - result.baseline.heapUsed),
  'buffers growth': mb(result.peak.arrayBuffers - result.baseline.arrayBuffers),
});
console.table([row('10 × 2 MB', 20, small), row('10 × 20 MB', 200, large)]);
const growthSmall = small.peak.rss - small.baseline.rss;
const growthLarge = large.peak.rss - large.baseline.rss;
console.log(
  `10× more data changed the server's peak RSS growth by ${mb(growthLarge - growthSmall)} MB (${mb(growthSmall)} → ${mb(growthLarge)} MB); ` +
    `holding the files in memory would have needed about ${200 - 20} MB more.`,
);
