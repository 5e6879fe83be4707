'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { on, type AppEvents } from '@/client/event-bus';

// The dialog (Radix Dialog + Tabs + forms) loads on the first request to sign in, not with the page.
const SignInDialogContent = dynamic(
  () => import('./sign-in-dialog-content').then((m) => m.SignInDialogContent),
  { ssr: false },
);

type Reason = AppEvents['signin:open']['reason'];
type State = { open: boolean; reason: Reason; session: number };

/**
 * Mounted once by the storefront layout. Opens on the `signin:open` event (search, favourites,
 * inquiry, upgrade, account); each opening is a new session (key), so every field and the tab
 * start fresh (spec §4). Closes on `login:ok`.
 */
export function SignInDialog({ contact }: { contact: { email: string; phone: string } }) {
  const [state, setState] = useState<State>({ open: false, reason: 'account', session: 0 });

  useEffect(() => {
    const offOpen = on('signin:open', ({ reason }) =>
      setState((s) => ({ open: true, reason, session: s.open ? s.session : s.session + 1 })),
    );
    const offLogin = on('login:ok', () => setState((s) => ({ ...s, open: false })));
    return () => {
      offOpen();
      offLogin();
    };
  }, []);

  if (state.session === 0) return null;
  return (
    <SignInDialogContent
      key={state.session}
      open={state.open}
      reason={state.reason}
      contact={contact}
      onOpenChange={(open) => setState((s) => ({ ...s, open }))}
    />
  );
}
