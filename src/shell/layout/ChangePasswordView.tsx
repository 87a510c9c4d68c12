import { ChangePasswordForm } from '../../accounts/ChangePasswordForm';

/**
 * The body of the change-password modal. Changing by the current password is
 * offered here only (spec section 2, not on the sign-in page); the modal closes
 * once the password is changed.
 */
export function ChangePasswordView({ onLeave }: { onLeave: () => void }) {
  return <ChangePasswordForm onDone={onLeave} />;
}
