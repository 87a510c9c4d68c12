/** The console's frame: sidebar, top bar, settings, page title, progress bar and modal views. */

export { type Device, MOBILE_BREAKPOINT, useDevice } from '../../viewport/device';
export { isAccount, openAccountDetail } from './accountDetailModal';
export { Breadcrumb } from './Breadcrumb';
export { ConsoleSidebar } from './ConsoleSidebar';
export { ConsoleUserMenu } from './ConsoleUserMenu';
export { consoleTheme, SIDEBAR_WIDTH, useConsoleTheme } from './consoleTheme';
export { FullscreenToggle } from './FullscreenToggle';
export { LanguageMenu } from './LanguageMenu';
export { type LayoutSettings, THEME_PRESETS } from './layoutSettings';
export { ModalView, type ModalViewProps } from './ModalView';
export { ModalViewHost } from './ModalViewHost';
export { type ModalViewOptions, openModalView } from './modalViews';
export { NavigationProgress } from './NavigationProgress';
export { type Crumb, routeTrail } from './routeTrail';
export { ScratchNoteButton } from './ScratchNoteButton';
export { SettingsButton } from './SettingsButton';
export { withSidebarCookie } from './sidebarStore';
export { useDeviceSidebar } from './useDeviceSidebar';
export { useDocumentTitle, useRouteDocumentTitle } from './useDocumentTitle';
export { type LayoutSettingsControls, useLayoutSetting, useLayoutSettings } from './useLayoutSettings';
export { useRouteTrail } from './useRouteTrail';
