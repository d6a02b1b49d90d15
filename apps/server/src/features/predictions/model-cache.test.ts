import { describe, expect, it } from 'vitest';
import { createModelCache } from './model-cache.js';

describe('the model cache', () => {
  it('keeps the most recently used models and drops the least recently used one past its size', () => {
    const cache = createModelCache<string>(2);
    cache.set('a', 'model a');
    cache.set('b', 'model b');
    expect(cache.get('a')).toBe('model a');
    cache.set('c', 'model c');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('model a');
    expect(cache.get('c')).toBe('model c');
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
