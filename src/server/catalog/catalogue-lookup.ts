import type { CatalogueTarget } from '@/lib/storefront-target';

/** Does a catalogue URL name something? (catalogue-target-exists.ts behind a memo.) */
export type CatalogueLookup = (target: CatalogueTarget) => Promise<boolean>;

/** Answers kept per catalogue version; beyond this the oldest go first. */
export const CATALOGUE_LOOKUP_ENTRIES = 10_000;

function keyOf(target: CatalogueTarget): string {
  return target.kind === 'product' ? `p:${target.skuCode}` : `c:${target.cid}:${target.page}`;
}

/**
 * Keeps the answers of `exists` for one catalogue version (the version every derived answer is
 * keyed on: it changes with any catalogue write, by anyone — docs/decisions/0011), so a page the
 * proxy lets through costs a Map lookup, not a query. Bounded (oldest out), concurrent questions
 * share one query, and a failed one is not kept.
 */
export function memoizeCatalogueLookup(
  exists: CatalogueLookup,
  version: () => Promise<string>,
  maxEntries = CATALOGUE_LOOKUP_ENTRIES,
): CatalogueLookup {
  let keptFor: string | undefined;
  const answers = new Map<string, Promise<boolean>>();
  return async (target) => {
    const current = await version();
    if (current !== keptFor) {
      answers.clear();
      keptFor = current;
    }
    const key = keyOf(target);
    const kept = answers.get(key);
    if (kept) return kept;
    const answer = exists(target);
    answers.set(key, answer);
    answer.catch(() => {
      if (answers.get(key) === answer) answers.delete(key);
    });
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
    return answer;
  };
}

type Slot = {
  lookup?: CatalogueLookup;
  ready: Promise<CatalogueLookup>;
  resolve: (lookup: CatalogueLookup) => void;
};

/**
 * The lookup lives on globalThis, published by boot (src/server/boot.ts) like the API app: the
 * proxy is bundled apart from the pages and must not load a second database stack of its own.
 * This module imports no driver, so the proxy's bundle stays small.
 */
const holder = globalThis as typeof globalThis & { __partsmallCatalogueLookup?: Slot };

function slot(): Slot {
  if (!holder.__partsmallCatalogueLookup) {
    let resolve: (lookup: CatalogueLookup) => void = () => {};
    const ready = new Promise<CatalogueLookup>((r) => (resolve = r));
    holder.__partsmallCatalogueLookup = { ready, resolve };
  }
  return holder.__partsmallCatalogueLookup;
}

export function publishCatalogueLookup(lookup: CatalogueLookup): void {
  const s = slot();
  s.lookup ??= lookup;
  s.resolve(s.lookup);
}

/** The published lookup; requests that arrive while the server boots wait for it. */
export function catalogueLookup(): Promise<CatalogueLookup> {
  const s = slot();
  return s.lookup ? Promise.resolve(s.lookup) : s.ready;
}
