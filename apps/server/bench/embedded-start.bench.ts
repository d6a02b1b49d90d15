// What an in-memory embedded database costs to start, query once and stop, as every test app does: the first in a
// process starts a thread (PGlite compiles its WebAssembly there); the next ones are served by that thread again
// (db/embedded.ts). CPU is the whole process's (every thread); resident memory must stay flat from start to start.
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startEmbeddedDatabase } from '../src/db/embedded.js';
import { SNAPSHOT_ENV } from '../src/test/databases.js';
import setup from '../src/test/global-setup.js';

const STARTS = Number(process.env.BENCH_EMBEDDED_STARTS ?? 8);

const residentMb = () => Number(execFileSync('ps', ['-o', 'rss=', '-p', String(process.pid)], { encoding: 'utf8' })) / 1024;

async function main(): Promise<void> {
  // The snapshot the tests start from: an embedded database with every migration applied.
  delete process.env.DATABASE_URL;
  const teardown = await setup();
  const snapshot = process.env[SNAPSHOT_ENV]!;
  console.log('| start | thread | CPU, s | wall, s | resident memory after, MB |\n|---|---|---|---|---|');
  const cpu: number[] = [];
  const wall: number[] = [];
  try {
    for (let start = 1; start <= STARTS; start++) {
      const cpuBefore = process.cpuUsage();
      const began = performance.now();
      const database = await startEmbeddedDatabase({ dataDir: 'memory://', snapshot });
      const client = new pg.Client({ connectionString: database.connectionString });
      await client.connect();
      await client.query('SELECT count(*) FROM schema_migration');
      await client.end();
      await database.stop();
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1e6);
      wall.push((performance.now() - began) / 1000);
      console.log(
        `| ${start} | ${start === 1 ? 'new' : 'reused'} | ${cpu.at(-1)!.toFixed(2)} | ${wall.at(-1)!.toFixed(2)} | ${residentMb().toFixed(0)} |`,
      );
    }
  } finally {
    await teardown();
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(
    `\nFirst start ${cpu[0]!.toFixed(2)} s of CPU, ${wall[0]!.toFixed(2)} s; the next ${STARTS - 1}: ` +
      `${mean(cpu.slice(1)).toFixed(2)} s of CPU, ${mean(wall.slice(1)).toFixed(2)} s each on average.`,
  );
}

await main();
