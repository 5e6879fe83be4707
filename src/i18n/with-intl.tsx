import type { ComponentType } from 'react';

/**
 * For lazy loaders of client islands that translate with next-intl:
 * `lazyIsland(() => withIntl(import('./x').then((m) => m.X)))` (or next/dynamic). The island and
 * next-intl's provider load together, on demand, and the island renders inside <IntlIsland>.
 */
export function withIntl<P extends object>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return Promise.all([component, import('./intl-island')]).then(([Island, { IntlIsland }]) => {
    function WithIntl(props: P) {
      return (
        <IntlIsland>
          <Island {...props} />
        </IntlIsland>
      );
    }
    WithIntl.displayName = `WithIntl(${Island.displayName ?? Island.name})`;
    return WithIntl;
  });
}
