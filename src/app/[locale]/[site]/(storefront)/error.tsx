'use client';

import { BoundaryErrorView } from '@/features/error-page/components/boundary-error-view';

/** Errors thrown by a storefront page: the 500 view between the header and footer, with a retry. */
export default function StorefrontError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <BoundaryErrorView {...props} />;
}
