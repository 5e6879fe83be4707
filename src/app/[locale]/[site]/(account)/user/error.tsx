'use client';

import { BoundaryErrorView } from '@/features/error-page/components/boundary-error-view';

/** Errors thrown by an account page: the 500 view inside the account layout, with a retry. */
export default function AccountError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <BoundaryErrorView {...props} />;
}
