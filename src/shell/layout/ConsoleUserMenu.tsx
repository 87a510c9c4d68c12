import AccountBoxIcon from '@mui/icons-material/AccountBox';
import LockResetIcon from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../../navigation/publicPaths';
import { StoredAvatar } from '../../uploads';
import { isAccount, openAccountDetail } from './accountDetailModal';
import { ChangePasswordView } from './ChangePasswordView';
import { openModalView } from './modalViews';

function UserMenuEntry({ label, icon, onChoose }: { label: string; icon: ReactNode; onChoose: () => void }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onChoose();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}

/**
 * The user menu of the top bar: profile, change password, log out
 * (docs/features/console.md#the-console, Layout); "Not logged in" when there is no user.
 */
export function ConsoleUserMenu() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const admin: unknown = identity?.admin;

  if (!isPending && !isAccount(admin)) {
    return (
      <Button color="inherit" component={Link} to={LOGIN_PATH} sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}>
        {translate('app.layout.user.not_logged_in')}
      </Button>
    );
  }

  const showProfile = () => {
    if (isAccount(admin)) openAccountDetail(admin, identity?.roles);
  };

  const changePassword = () => {
    void openModalView({
      title: 'app.layout.password.title',
      // The form inside has its own submit button; the dialog only needs a way out.
      hideCancel: true,
      confirmLabel: 'ra.action.close',
      content: (close) => <ChangePasswordView onLeave={() => close(false)} />,
    });
  };

  // The button shows the admin's name: its accessible name starts with what it shows (WCAG 2.5.3).
  const menuLabel = [identity?.fullName, translate('ra.auth.user_menu')].filter(Boolean).join(' — ');
  return (
    <UserMenu
      label={menuLabel}
      icon={<StoredAvatar url={isAccount(admin) ? admin.avatar : null} sx={{ width: 24, height: 24 }} />}
    >
      <UserMenuEntry
        label="app.layout.profile.menu"
        icon={<AccountBoxIcon fontSize="small" />}
        onChoose={showProfile}
      />
      <UserMenuEntry
        label="app.layout.password.title"
        icon={<LockResetIcon fontSize="small" />}
        onChoose={changePassword}
      />
      <Logout />
    </UserMenu>
  );
}
