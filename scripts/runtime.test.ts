// The project runs on the Node.js that package.json pins (devDependencies: node), not the machine's own:
// npm scripts put node_modules/.bin first on the PATH, so `npm test` runs these tests on it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('runtime', () => {
  it('is the pinned Node.js 24 LTS', () => {
    const pinned = manifest.devDependencies.node;
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(process.version).toBe(`v${pinned}`);
  });

  it('declares the same major in engines', () => {
    expect(manifest.engines.node).toMatch(/^>=24\./);
  });
});
