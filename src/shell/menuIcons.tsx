import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ReactElement } from 'react';

const GROUP_ICONS: Record<string, ReactElement> = {
  'sp-site': <ApartmentIcon />,
  'sp-role': <AdminPanelSettingsIcon />,
  'sp-console': <MonitorHeartIcon />,
  'sp-cfg': <SettingsIcon />,
};

/** The icon of a menu group; its screens use it too, so a collapsed menu still tells groups apart. */
export function groupIcon(groupName: string): ReactElement {
  return GROUP_ICONS[groupName] ?? <ChevronRightIcon />;
}
