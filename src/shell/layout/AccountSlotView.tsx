import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import { type AccountSlotName, useConsoleSlot } from '../../feature-host';

/**
 * The body of one of the user menu's modals (change password, sign-in security, sessions):
 * the form is a feature's, drawn from its slot; `onLeave` closes the modal.
 */
export function AccountSlotView({ slot, onLeave }: { slot: AccountSlotName; onLeave: () => void }) {
  const Form = useConsoleSlot(slot);
  if (!Form) return null;
  return (
    <Suspense fallback={<LinearProgress />}>
      <Form onDone={onLeave} />
    </Suspense>
  );
}
