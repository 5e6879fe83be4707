import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A client island whose code loads the first time it renders (React.lazy in a Suspense boundary).
 * For islands that render only after an interaction or a client-side check (dialogs, menus, the
 * signed-in account menu, the toaster): next/dynamic does the same but adds its own loader to every page.
 * Not for server-rendered content: the markup would wait for the chunk during hydration.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Island = lazy(() => load().then((component) => ({ default: component })));
  function LazyIsland(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Island {...props} />
      </Suspense>
    );
  }
  return LazyIsland;
}
