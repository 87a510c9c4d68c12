import AccountBoxIcon from '@mui/icons-material/AccountBox';
import DevicesIcon from '@mui/icons-material/Devices';
import LockResetIcon from '@mui/icons-material/LockReset';
import SecurityIcon from '@mui/icons-material/Security';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { ReactElement, ReactNode } from 'react';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { type AccountSlotName, useConsoleSlot } from '../../feature-host';
import { LOGIN_PATH } from '../../navigation/publicPaths';
import { StoredAvatar } from '../../uploads';
import { AccountSlotView } from './AccountSlotView';
import { isAccount, openAccountDetail } from './accountDetailModal';
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

/** The user menu's entries that open a feature's form in a modal, in menu order; each shows only when a feature fills its slot. */
const ACCOUNT_ENTRIES: { slot: AccountSlotName; label: string; icon: ReactElement }[] = [
  { slot: 'changePasswordForm', label: 'app.layout.password.title', icon: <LockResetIcon fontSize="small" /> },
  { slot: 'signInSecurity', label: 'app.layout.security.title', icon: <SecurityIcon fontSize="small" /> },
  { slot: 'accountSessions', label: 'app.layout.sessions.title', icon: <DevicesIcon fontSize="small" /> },
];

function openAccountSlot(slot: AccountSlotName, title: string) {
  void openModalView({
    title,
    // The form inside has its own buttons; the dialog only needs a way out.
    hideCancel: true,
    confirmLabel: 'ra.action.close',
    content: (close) => <AccountSlotView slot={slot} onLeave={() => close(false)} />,
  });
}

function AccountSlotEntry({ slot, label, icon }: (typeof ACCOUNT_ENTRIES)[number]) {
  if (!useConsoleSlot(slot)) return null;
  return <UserMenuEntry label={label} icon={icon} onChoose={() => openAccountSlot(slot, label)} />;
}

/**
 * The user menu of the top bar: profile, change password, sign-in security, sessions, log out
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
      {ACCOUNT_ENTRIES.map((entry) => (
        <AccountSlotEntry key={entry.slot} {...entry} />
      ))}
      <Logout />
    </UserMenu>
  );
}
