// A value the user just chose (a box ticked, a role picked) shown at once and kept until its save settles.
import { useState } from 'react';

/**
 * A controlled input shows the saved value; after a click React puts that value back at once, before a mutation has
 * started, so a box would flip back for a moment. The choice is set in the click itself instead, and shown until the
 * save has landed (and the data been read again) or failed (and the saved value, with the error, shows again).
 * A later choice for the same key is not undone by an earlier save settling.
 */
export function useChosenUntilSettled<T>() {
  const [chosen, setChosen] = useState<ReadonlyMap<string, { value: T }>>(() => new Map());
  return {
    /** The choice pending for key, else the saved value. */
    shown: (key: string, saved: T): T => chosen.get(key)?.value ?? saved,
    /** Shows value for key now; returns what to call when its save settles. */
    choose: (key: string, value: T): (() => void) => {
      const entry = { value };
      setChosen((all) => new Map(all).set(key, entry));
      return () =>
        setChosen((all) => {
          if (all.get(key) !== entry) return all;
          const rest = new Map(all);
          rest.delete(key);
          return rest;
        });
    },
  };
}
