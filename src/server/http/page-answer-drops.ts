/** Given a page request's URL: whether its answer shows something that changed. */
export type StaleAnswerTest = (url: string) => boolean;
type Drop = (isStale: StaleAnswerTest) => void;

// On globalThis: the production server (scripts/serve.ts) registers its microcache here, and the
// freshness poller, loaded inside Next's bundle (a second copy of this module), calls it.
const holder = globalThis as typeof globalThis & { __partsmallPageAnswerDrops?: Set<Drop> };

/** The production server's page microcache listens here; returns the unsubscribe. */
export function onStalePageAnswers(drop: Drop): () => void {
  const drops = (holder.__partsmallPageAnswerDrops ??= new Set());
  drops.add(drop);
  return () => drops.delete(drop);
}

/** After a revalidation: kept page answers showing changed pages are dropped too. */
export function dropStalePageAnswers(isStale: StaleAnswerTest): void {
  for (const drop of holder.__partsmallPageAnswerDrops ?? []) drop(isStale);
}
