// Saving and putting back process.env, for the test setup that undoes each file's changes (test/restore-env.ts).

/** Remembers the environment as it is now; the returned function puts it back (added names removed, changed ones reset). */
export function snapshotEnvironment(env: NodeJS.ProcessEnv = process.env): () => void {
  const before = { ...env };
  return () => {
    for (const name of Object.keys(env)) if (!(name in before)) delete env[name];
    for (const [name, value] of Object.entries(before)) if (env[name] !== value) env[name] = value;
  };
}
