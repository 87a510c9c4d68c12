import Drawer from '@mui/material/Drawer';
import { Sidebar, type SidebarProps, useSidebarState, useStoreContext } from 'react-admin';
import { useDevice } from '../../viewport/device';
import { SIDEBAR_WIDTH } from './consoleTheme';
import { SidebarLogo } from './SidebarLogo';
import { SIDEBAR_STORE_KEY } from './sidebarStore';
import { useLayoutSetting } from './useLayoutSettings';

/**
 * react-admin's sidebar on a desktop; on a mobile device (under 992 px,
 * docs/features/console.md#fixed-figures) a drawer over the page instead, closed until
 * the menu button opens it.
 */
export function ConsoleSidebar({ children, ...props }: SidebarProps) {
  const device = useDevice();
  const showLogo = useLayoutSetting('sidebarLogo');
  const store = useStoreContext();
  const [, setOpen] = useSidebarState();
  // Read from the store itself: the hook's copy lags one render behind a change of device.
  const open = store.getItem<boolean>(SIDEBAR_STORE_KEY, false) === true;
  const content = (
    <>
      {showLogo && <SidebarLogo />}
      {children}
    </>
  );

  if (device === 'mobile') {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: false }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
      >
        {content}
      </Drawer>
    );
  }
  return <Sidebar {...props}>{content}</Sidebar>;
}
