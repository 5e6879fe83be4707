import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { DEV_SECURITY_HEADERS, SECURITY_HEADERS } from './src/server/http/security-headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite and pg are Node modules with WASM/native parts, @node-rs/jieba a native addon, alipay-sdk brings its
  // own HTTP client (urllib, undici): load them from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'alipay-sdk', '@node-rs/jieba'],
  images: { unoptimized: true },
  // ISR keeps rendered pages on disk; this is only the in-memory layer in front of it. Next's default
  // (50 MB) measured ~90 MB more resident memory once full; 16 MB keeps the hottest pages (decision 0011).
  cacheMaxMemorySize: 16 * 1024 * 1024,
  experimental: {
    // Next 16 loads every page and route module as it starts (admin console, account pages, exports…),
    // before our server listens: ~0.7 s of start-up and memory for routes this process may never serve.
    // Each route loads on its first request instead (docs/decisions/0054-start-up-and-memory.md).
    preloadEntriesOnStart: false,
  },
  // Every page and file Next answers; scripts/serve.ts adds the same to the build files it serves
  // itself, and the API app to its answers. A page's script policy (with its nonce) is written by
  // scripts/serve.ts over this one (decision 0017); `next dev` has no such step and relaxes it.
  headers: async () => [
    {
      source: '/:path*',
      headers: Object.entries(
        process.env.NODE_ENV === 'development' ? DEV_SECURITY_HEADERS : SECURITY_HEADERS,
      ).map(([key, value]) => ({ key, value })),
    },
  ],
};

export default withNextIntl(nextConfig);
