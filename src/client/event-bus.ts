import type { Lang, Site } from '@/contracts/site';

/**
 * The app's events and their payloads. The first four are the spec's; `signin:open` and
 * `upgrade:open` let any feature ask for a dialog without importing it (features never import each other).
 */
export type AppEvents = {
  'login:ok': { role: string | null };
  'logout:ok': { reason: 'user' | 'session-unusable' };
  'region:update': { region: Site };
  'language:update': { language: Lang };
  'signin:open': { reason: 'account' | 'search' | 'favorites' | 'inquiry' | 'addToInquiry' | 'prices' | 'upgrade' | 'other' };
  /** A signed-in buyer clicked "Upgrade": the membership feature opens its plans dialog. */
  'upgrade:open': Record<string, never>;
  /** The inquiry basket changed (added, edited, sent, loaded); count null once unknown (signed out). */
  'inquiry-basket:update': { count: number | null };
};
export type AppEventName = keyof AppEvents;
type Handler<E extends AppEventName> = (payload: AppEvents[E]) => void;

const handlers = new Map<AppEventName, Set<Handler<never>>>();

/** Subscribes; returns the unsubscribe function (handy as a useEffect cleanup). */
export function on<E extends AppEventName>(event: E, handler: Handler<E>): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler as Handler<never>);
  return () => {
    set.delete(handler as Handler<never>);
  };
}

export function emit<E extends AppEventName>(event: E, payload: AppEvents[E]): void {
  // Copy first: a handler may unsubscribe while we iterate.
  for (const handler of [...(handlers.get(event) ?? [])]) {
    try {
      (handler as Handler<E>)(payload);
    } catch (err) {
      // One broken listener must not stop the others (or the action that emitted).
      console.error(err);
    }
  }
}
