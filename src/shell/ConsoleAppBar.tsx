import { AppBar, type AppBarProps } from 'react-admin';
import { BoundedLoadingIndicator } from '../feedback';
import {
  Breadcrumb,
  ConsoleUserMenu,
  FullscreenToggle,
  LanguageMenu,
  ScratchNoteButton,
  SettingsButton,
  useDevice,
} from './layout';
import { RouteSearch } from './search/RouteSearch';

/**
 * The top bar (docs/features/console.md#the-console, Layout): menu button and breadcrumb, then route search,
 * full screen, scratch note, language, settings and the user menu, in the theme colour.
 */
export function ConsoleAppBar(props: AppBarProps) {
  const device = useDevice();
  return (
    <AppBar
      {...props}
      color="primary"
      userMenu={<ConsoleUserMenu />}
      toolbar={
        <>
          <RouteSearch />
          {device === 'desktop' && <FullscreenToggle />}
          <ScratchNoteButton />
          <LanguageMenu />
          <SettingsButton />
          <BoundedLoadingIndicator />
        </>
      }
    >
      <Breadcrumb />
    </AppBar>
  );
}
