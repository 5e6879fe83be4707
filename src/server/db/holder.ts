import type { DbHandle } from './client';

/**
 * The process-wide database. Kept on globalThis because Next bundles route handlers and pages
 * separately: module-level state would open the embedded database twice. This module imports no
 * driver, so the production server can close the database without loading a second copy of one.
 */
export const dbHolder = globalThis as typeof globalThis & {
  __partsmallDb?: Promise<DbHandle>;
  __partsmallBeforeDbClose?: Set<() => void | Promise<void>>;
};

const beforeClose = () => (dbHolder.__partsmallBeforeDbClose ??= new Set());

/**
 * Runs `fn` when the database is about to close (background work stops first, and the close waits
 * for the promise it returns: a pass under way finishes); returns the undo.
 */
export function beforeDbClose(fn: () => void | Promise<void>): () => void {
  beforeClose().add(fn);
  return () => void beforeClose().delete(fn);
}

export async function closeDb(): Promise<void> {
  await Promise.allSettled([...beforeClose()].map(async (fn) => fn()));
  const pending = dbHolder.__partsmallDb;
  dbHolder.__partsmallDb = undefined;
  if (pending) await (await pending).close();
}
