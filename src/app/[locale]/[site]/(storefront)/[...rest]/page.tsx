import { notFound } from 'next/navigation';

// Rendered per request, never stored: paths here name nothing, and there is no end to them. The
// proxy also sends unknown SKUs, categories and listing pages here (`/<locale>/<site>/not-found`),
// so the cache only ever holds pages that exist (docs/decisions/0018-unknown-urls-are-not-cached.md).
export const dynamic = 'force-dynamic';

/** Any path no page claims: a real 404 (status and page) inside the storefront layout. */
export default function UnknownRoute() {
  notFound();
}
