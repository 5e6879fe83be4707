'use client';

import type { ReactNode } from 'react';
import { requestSignIn, type SignInReason } from '../request-sign-in';

/** A product action that needs an account: for now it opens the sign-in dialog. The only client code of ProductActions. */
export function SignInActionButton({
  reason,
  skuCode,
  className,
  testId,
  children,
}: {
  reason: SignInReason;
  skuCode: string;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => requestSignIn(reason, skuCode)}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
