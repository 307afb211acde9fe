import { lazy, Suspense } from 'react';
import { useCashPasswordPrompt } from './cash-password-prompt';

const CashPasswordDialog = lazy(async () => ({
  default: (await import('./cash-password-dialog')).CashPasswordDialog,
}));

/**
 * Where the withdraw-password dialog shows, mounted once beside the router; its code loads the
 * first time it is asked for.
 */
export function CashPasswordHost() {
  const open = useCashPasswordPrompt((state) => state.open);
  return open ? (
    <Suspense fallback={null}>
      <CashPasswordDialog />
    </Suspense>
  ) : null;
}
