// npm run build starts each workspace once those it reads are built: the order and the overlap, with a build that only
// records when each workspace started and finished.
import { describe, expect, it } from 'vitest';
import { buildStale, workspaces } from './lib/workspaces.mjs';

type Event = { at: number; what: 'start' | 'end'; dir: string };

async function recordBuild(failing?: string) {
  const events: Event[] = [];
  let clock = 0;
  const build = async (workspace: { dir: string }) => {
    events.push({ at: clock++, what: 'start', dir: workspace.dir });
    // A turn of the event loop, so that builds started together are seen running together.
    await new Promise((resolve) => setTimeout(resolve, 5));
    events.push({ at: clock++, what: 'end', dir: workspace.dir });
    if (workspace.dir === failing) throw new Error(`${workspace.dir} failed`);
  };
  const outcome = await buildStale({ force: true, build }).then(
    () => null,
    (error: unknown) => error,
  );
  const when = (what: Event['what'], dir: string) => events.find((event) => event.what === what && event.dir === dir)?.at ?? -1;
  return { events, outcome, when };
}

describe('npm run build', () => {
  it('builds every workspace once, each after those it reads', async () => {
    const { events, outcome, when } = await recordBuild();
    expect(outcome).toBeNull();
    expect(
      events
        .filter((event) => event.what === 'start')
        .map((event) => event.dir)
        .sort(),
    ).toEqual(workspaces.map((workspace) => workspace.dir).sort());
    for (const workspace of workspaces)
      for (const needed of workspace.needs)
        expect(when('start', workspace.dir), `${workspace.dir} after ${needed}`).toBeGreaterThan(when('end', needed));
  });

  it('builds the web app beside the server, not after it', async () => {
    const { when } = await recordBuild();
    expect(when('start', 'apps/web')).toBeLessThan(when('end', 'apps/server'));
    expect(when('start', 'packages/synth')).toBeLessThan(when('end', 'packages/domain'));
  });

  it('lets the builds under way finish when one fails, starts none that read it, and throws its failure', async () => {
    const { outcome, when } = await recordBuild('packages/ml');
    expect(outcome).toEqual(new Error('packages/ml failed'));
    expect(when('start', 'apps/server')).toBe(-1);
    expect(when('end', 'apps/web')).toBeGreaterThan(-1);
  });
});
