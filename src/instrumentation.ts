/* eslint-disable no-process-env -- Next sets NEXT_RUNTIME/NEXT_PHASE; env.ts cannot be imported before the runtime check. */
/**
 * Opens (migrates, seeds on first run) the database as the server starts, so the first request does
 * not pay for it, and a locked data folder stops the server at once with a clear message.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { bootOrExit } = await import('./server/boot');
  await bootOrExit({ pages: true });
}
