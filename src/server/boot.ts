import { getDbHandle } from './db';

/** Server start: database ready or a one-paragraph reason and exit code 1. */
export async function bootOrExit(): Promise<void> {
  try {
    await getDbHandle();
  } catch (err) {
    console.error(`\n${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
