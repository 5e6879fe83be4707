'use client';

import { useEffect, useState } from 'react';
import { on } from '@/client/event-bus';
import { lazyIsland } from '@/client/lazy-island';
import { isSignedIn, userAccountStore } from '@/client/user-account-store';
import { withIntl } from '@/i18n/with-intl';
import { listenOrderFinished } from '../pay-channel';
import { stopWatchingPayment, watchedPayment } from '../pay-watch';

// The plans dialog loads on the first "Upgrade" click of a signed-in buyer, not with the page.
const UpgradeDialogContent = lazyIsland(() =>
  withIntl(import('./upgrade-dialog-content').then((m) => m.UpgradeDialogContent)),
);

/** The header shows the level from the stored user info: fetch it again (code loaded on demand). */
function refreshLevel(): void {
  // A visitor's tab has nothing to refresh (and a call without a session would sign it out).
  if (!isSignedIn(userAccountStore.getState())) return;
  void import('../membership-calls').then(({ refreshUserInfo }) => refreshUserInfo()).catch(() => undefined);
}

/**
 * Mounted once by the shell. Opens the upgrade dialog on `upgrade:open` (the header's entry sends
 * visitors to sign in instead); each opening is a new session, so the plans load again and the
 * first is selected. Keeps the header's level current after a payment in another tab.
 */
export function UpgradeDialog() {
  const [state, setState] = useState({ open: false, session: 0 });

  useEffect(() => {
    const offOpen = on('upgrade:open', () => setState((s) => ({ open: true, session: s.open ? s.session : s.session + 1 })));
    const offLogout = on('logout:ok', () => setState((s) => ({ ...s, open: false })));
    const offChannel = listenOrderFinished(() => {
      stopWatchingPayment();
      refreshLevel();
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible' && watchedPayment()) refreshLevel();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      offOpen();
      offLogout();
      offChannel();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  if (state.session === 0) return null;
  return (
    <UpgradeDialogContent
      key={state.session}
      open={state.open}
      onOpenChange={(open) => setState((s) => ({ ...s, open }))}
    />
  );
}
