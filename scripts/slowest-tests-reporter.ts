// Vitest reporter: after the run, lists the slowest test files, so a slow suite is seen where it starts.
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

export class SlowestTestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules
      .map((module) => ({ file: module.relativeModuleId, ms: module.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (timed.length === 0) return;
    console.log(`\nSlowest test files:`);
    for (const { file, ms } of timed) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
  }
}
