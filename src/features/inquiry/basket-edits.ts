/**
 * What the send button must wait for: line edits saved on blur that are still on their way, and
 * fields whose value the client refused. Filled by the line editors, read by the send form; one per
 * basket view (a plain object, not state: nothing renders from it).
 */
export type BasketEdits = {
  track(save: Promise<unknown>): void;
  setInvalid(key: string, invalid: boolean): void;
  /** Waits for every save under way; true when no field holds a refused value. */
  settle(): Promise<boolean>;
};

export function createBasketEdits(): BasketEdits {
  const pending = new Set<Promise<unknown>>();
  const invalid = new Set<string>();
  return {
    track(save) {
      pending.add(save);
      save.then(
        () => pending.delete(save),
        () => pending.delete(save),
      );
    },
    setInvalid(key, bad) {
      if (bad) invalid.add(key);
      else invalid.delete(key);
    },
    async settle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      return invalid.size === 0;
    },
  };
}
