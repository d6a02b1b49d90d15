import { describe, expect, it } from 'vitest';
import { entityTag, ifMatchAccepts, memberVersion, recordEtag } from './record-version.js';

describe('record versions as entity tags', () => {
  it('gives one quoted, strong tag per version, different for every version', () => {
    const tag = recordEtag({ updatedAt: '2026-11-27T04:00:00.000Z' });
    expect(tag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(recordEtag({ updatedAt: '2026-11-27T04:00:00.000Z' })).toBe(tag);
    expect(recordEtag({ updatedAt: '2026-11-27T04:00:00.001Z' })).not.toBe(tag);
    expect(entityTag(memberVersion({ role: 'staff', practising: false }))).not.toBe(
      entityTag(memberVersion({ role: 'attorney', practising: false })),
    );
  });

  it('reads If-Match as RFC 9110 says: *, lists, strong comparison only', () => {
    const tag = entityTag('v1');
    expect(ifMatchAccepts(tag, tag)).toBe(true);
    expect(ifMatchAccepts('*', tag)).toBe(true);
    expect(ifMatchAccepts(`"other", ${tag}`, tag)).toBe(true);
    expect(ifMatchAccepts(`W/${tag}`, tag)).toBe(false);
    expect(ifMatchAccepts(entityTag('v2'), tag)).toBe(false);
    expect(ifMatchAccepts(tag.slice(1, -1), tag)).toBe(false);
  });
});
