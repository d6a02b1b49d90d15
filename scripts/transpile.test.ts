// A workspace's build compiles each source file to JavaScript beside its source map, and leaves out tests and what the
// workspace excludes.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { transpile } from './lib/transpile.mjs';

describe('transpile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'casecast-transpile-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compiles every source file, keeping the folders, without tests or excluded paths', async () => {
    mkdirSync(join(dir, 'src/money'), { recursive: true });
    mkdirSync(join(dir, 'src/test'), { recursive: true });
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { verbatimModuleSyntax: true } }));
    writeFileSync(
      join(dir, 'src/money/cents.ts'),
      'export type Cents = number;\nexport enum Rounding { Down, Up }\nexport const toCents = (dollars: number): Cents => Math.round(dollars * 100);\n',
    );
    writeFileSync(
      join(dir, 'src/index.ts'),
      "import type { Cents } from './money/cents.js';\nimport { toCents, Rounding } from './money/cents.js';\nexport const total: Cents = toCents(12.345) + Rounding.Up;\n",
    );
    writeFileSync(join(dir, 'src/index.test.ts'), "throw new Error('a test is not built');\n");
    writeFileSync(join(dir, 'src/test/helper.ts'), 'export const helper = 1;\n');
    writeFileSync(join(dir, 'src/tool.ts'), 'export const tool = 1;\n');

    await transpile(dir, { exclude: ['test', 'tool.ts'] });

    expect(existsSync(join(dir, 'dist/index.js.map'))).toBe(true);
    expect(existsSync(join(dir, 'dist/money/cents.js'))).toBe(true);
    for (const left of ['dist/index.test.js', 'dist/test/helper.js', 'dist/tool.js']) expect(existsSync(join(dir, left)), left).toBe(false);
    const built = (await import(pathToFileURL(join(dir, 'dist/index.js')).href)) as { total: number };
    expect(built.total).toBe(1236);
  });
});
