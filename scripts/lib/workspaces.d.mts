// Types for workspaces.mjs, for the TypeScript that reads it (a test that uses the build's output when it is fresh).
export type Workspace = { dir: string; sources: string[] };
export const root: string;
export const workspaces: Workspace[];
export function isStale(workspace: Workspace): boolean;
export function buildWorkspace(workspace: Workspace): void;
export function buildStale(options?: { force?: boolean }): void;
