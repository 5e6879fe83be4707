import { notFound } from 'next/navigation';

/** Any path no page claims: a real 404 (status and page) inside the storefront layout. */
export default function UnknownRoute() {
  notFound();
}
