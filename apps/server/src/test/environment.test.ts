import { describe, expect, it } from 'vitest';
import { snapshotEnvironment } from './environment.js';

describe('snapshotEnvironment', () => {
  it('puts back what was changed, removes what was added and restores what was removed', () => {
    const env: NodeJS.ProcessEnv = { KEPT: 'same', CHANGED: 'before', REMOVED: 'there' };
    const restore = snapshotEnvironment(env);
    env.CHANGED = 'after';
    env.ADDED = 'new';
    delete env.REMOVED;
    restore();
    expect(env).toEqual({ KEPT: 'same', CHANGED: 'before', REMOVED: 'there' });
  });
});
