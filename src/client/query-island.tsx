'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { storefrontQueryClient } from './query-client';

/**
 * react-query's provider for one client island that loads data in the browser. Every island shares
 * the browser's one QueryClient. Import it only from the islands that load data, so the library stays
 * out of the pages that do not (home, category and product have a script budget).
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  const [client] = useState(storefrontQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
