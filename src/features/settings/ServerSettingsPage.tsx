import { SettingsPage } from './SettingsPage';

/** The server's private settings (route sp-cfg-server). */
export default function ServerSettingsPage() {
  return <SettingsPage scope="server" />;
}
