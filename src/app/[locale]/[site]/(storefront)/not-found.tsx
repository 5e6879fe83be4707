import { ServerErrorView } from '@/features/error-page/components/server-error-view';

/** 404 inside the storefront layout (header and footer): unknown paths, unknown SKU or cid. */
export default function StorefrontNotFound() {
  return <ServerErrorView code={404} />;
}
