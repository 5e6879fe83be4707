'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { lazyIsland } from '@/client/lazy-island';
import { SIGNIN_PARAM } from '@/lib/return-path';

// The effect (event bus, router, path checks) loads only on the rare visit that carries ?signin=.
const ReturnAfterSignInEffect = lazyIsland(() =>
  import('./return-after-sign-in-effect').then((m) => m.ReturnAfterSignInEffect),
);

function SignInParamGate() {
  const raw = useSearchParams().get(SIGNIN_PARAM);
  return raw === null ? null : <ReturnAfterSignInEffect raw={raw} />;
}

/**
 * The client half of the account gate: the proxy (or the account layout's guard) sends a visitor
 * to `/?signin=/user/profile`; this opens the sign-in dialog and, on `login:ok`, opens that page.
 * The parameter is read on the client only, so the home page stays one cached page; the Suspense
 * boundary keeps useSearchParams from turning the whole page into client rendering.
 */
export function ReturnAfterSignIn() {
  return (
    <Suspense fallback={null}>
      <SignInParamGate />
    </Suspense>
  );
}
