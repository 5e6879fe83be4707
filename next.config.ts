import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite and pg are Node modules with WASM/native parts: load them from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
