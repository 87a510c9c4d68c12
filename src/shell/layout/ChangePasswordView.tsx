import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import { useConsoleSlot } from '../../feature-host';

/**
 * The body of the change-password modal. Changing by the current password is
 * offered here only (not on the sign-in page); the modal closes
 * once the password is changed. The form is a feature's (the `changePasswordForm` slot).
 */
export function ChangePasswordView({ onLeave }: { onLeave: () => void }) {
  const ChangePasswordForm = useConsoleSlot('changePasswordForm');
  if (!ChangePasswordForm) return null;
  return (
    <Suspense fallback={<LinearProgress />}>
      <ChangePasswordForm onDone={onLeave} />
    </Suspense>
  );
}
