import { SettingsPage } from './SettingsPage';

/** The public settings of the mobile app (route sp-cfg-app). */
export default function AppSettingsPage() {
  return <SettingsPage scope="app" />;
}
