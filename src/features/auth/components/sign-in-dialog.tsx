'use client';

import { useEffect, useState } from 'react';
import { on, type AppEvents } from '@/client/event-bus';
import { lazyIsland } from '@/client/lazy-island';
import { withIntl } from '@/i18n/with-intl';
import type { Contact } from './registration-success-dialog';

// The dialogs (Radix Dialog + Tabs + forms) load on the first request to sign in, not with the page.
// withIntl: they translate in the browser, so next-intl's provider loads with them (not with the page).
const SignInDialogContent = lazyIsland(() =>
  withIntl(import('./sign-in-dialog-content').then((m) => m.SignInDialogContent)),
);
const RegistrationSuccessDialog = lazyIsland(() =>
  withIntl(import('./registration-success-dialog').then((m) => m.RegistrationSuccessDialog)),
);

type Reason = AppEvents['signin:open']['reason'];
type State = { open: boolean; reason: Reason; session: number; registered: boolean };

/**
 * Mounted once by the storefront layout. Opens on the `signin:open` event (search, favourites,
 * inquiry, upgrade, account); each opening is a new session (key), so every field and the tab
 * start fresh. Closes on `login:ok`. A registration closes it and opens the success dialog.
 */
export function SignInDialog({ contact }: { contact: Contact }) {
  const [state, setState] = useState<State>({
    open: false,
    reason: 'account',
    session: 0,
    registered: false,
  });

  useEffect(() => {
    const offOpen = on('signin:open', ({ reason }) =>
      setState((s) => ({
        open: true,
        reason,
        session: s.open ? s.session : s.session + 1,
        registered: false,
      })),
    );
    const offLogin = on('login:ok', () => setState((s) => ({ ...s, open: false })));
    return () => {
      offOpen();
      offLogin();
    };
  }, []);

  if (state.session === 0) return null;
  return (
    <>
      <SignInDialogContent
        key={state.session}
        open={state.open}
        reason={state.reason}
        onRegistered={() => setState((s) => ({ ...s, open: false, registered: true }))}
        onOpenChange={(open) => setState((s) => ({ ...s, open }))}
      />
      {state.registered && (
        <RegistrationSuccessDialog
          open
          contact={contact}
          onOpenChange={(open) => setState((s) => ({ ...s, registered: open }))}
        />
      )}
    </>
  );
}
