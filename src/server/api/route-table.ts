import type { Hono } from 'hono';

/**
 * Which methods the app answers on a path, from its registered routes (middleware excluded): lets the
 * input policy skip bodies no route will read, and turns "no such route" into 405 with `Allow` when
 * the path exists for other methods. Compiled once, on first use, after every route is registered.
 */
export type RouteTable = { methodsFor: (path: string) => Set<string> };

function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

export function routeTable(app: Pick<Hono, 'routes'>): RouteTable {
  let compiled: { pattern: RegExp; method: string }[] | undefined;
  return {
    methodsFor(path) {
      compiled ??= app.routes
        .filter((route) => route.method !== 'ALL' && !route.path.endsWith('*'))
        .map((route) => ({ pattern: patternOf(route.path), method: route.method }));
      const methods = new Set<string>();
      for (const route of compiled) if (route.pattern.test(path)) methods.add(route.method);
      if (methods.has('GET')) methods.add('HEAD');
      return methods;
    },
  };
}
