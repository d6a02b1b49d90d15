// One bounded cache of models by id, most recently used kept: the model store's (files and parsed models, as promises)
// and each prediction worker's (parsed models) share it. A model's file never changes under its id.

/** An LRU by model id: map order is insertion order, so re-inserting marks an entry most recently used. */
export function createModelCache<T>(maxEntries: number): {
  get: (id: string) => T | undefined;
  set: (id: string, value: T) => void;
  delete: (id: string) => void;
} {
  const entries = new Map<string, T>();
  return {
    get: (id) => {
      const found = entries.get(id);
      if (found === undefined) return undefined;
      entries.delete(id);
      entries.set(id, found);
      return found;
    },
    set: (id, value) => {
      entries.delete(id);
      entries.set(id, value);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete: (id) => {
      entries.delete(id);
    },
  };
}
