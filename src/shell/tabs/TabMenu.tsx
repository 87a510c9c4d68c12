import ClearAllIcon from '@mui/icons-material/ClearAll';
import CloseIcon from '@mui/icons-material/Close';
import RefreshIcon from '@mui/icons-material/Refresh';
import TabUnselectedIcon from '@mui/icons-material/TabUnselected';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { menuPlacement, type Point } from './menuPlacement';
import type { OpenTab } from './openTabs';
import type { TabActions } from './useTabActions';

/** Room the menu takes, to decide before it opens whether it must flip away from an edge. */
const MENU_SIZE = { width: 200, height: 240 };

export interface TabMenuTarget {
  tab: OpenTab;
  pointer: Point;
  closable: boolean;
  othersClosable: boolean;
  anyClosable: boolean;
}

interface TabMenuProps {
  open: boolean;
  /** Kept after closing, so that the menu stays in place while it fades out. */
  target: TabMenuTarget | undefined;
  actions: TabActions;
  onClose: () => void;
}

/** The right-click menu of a tab: Refresh, Close, Close Others, Close All, Cancel (docs/features/console.md#the-console, Tabs). */
export function TabMenu({ open, target, actions, onClose }: TabMenuProps) {
  const translate = useTranslate();
  const placement = target
    ? menuPlacement(target.pointer, MENU_SIZE, { width: window.innerWidth, height: window.innerHeight })
    : undefined;
  const item = (label: string, icon: ReactElement | null, run: () => void, disabled = false) => (
    <MenuItem
      key={label}
      disabled={disabled}
      onClick={() => {
        onClose();
        run();
      }}
    >
      {icon && <ListItemIcon>{icon}</ListItemIcon>}
      <ListItemText inset={!icon}>{translate(label)}</ListItemText>
    </MenuItem>
  );

  return (
    <Menu
      open={open && Boolean(target)}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={placement?.anchor}
      transformOrigin={placement?.origin}
      slotProps={{ list: { dense: true, 'aria-label': translate('app.tabs.menu') } }}
    >
      {target && [
        item('app.tabs.refresh', <RefreshIcon fontSize="small" />, () => actions.refresh(target.tab)),
        item('app.tabs.close', <CloseIcon fontSize="small" />, () => actions.close(target.tab), !target.closable),
        item(
          'app.tabs.close_others',
          <TabUnselectedIcon fontSize="small" />,
          () => actions.closeOthers(target.tab),
          !target.othersClosable,
        ),
        item('app.tabs.close_all', <ClearAllIcon fontSize="small" />, actions.closeAll, !target.anyClosable),
        <Divider key="divider" />,
        item('app.tabs.cancel', null, () => {}),
      ]}
    </Menu>
  );
}
