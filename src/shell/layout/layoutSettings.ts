/**
 * The settings panel's choices (docs/features/console.md#the-console, Settings panel), each kept in
 * localStorage under the key the spec names.
 */
export interface LayoutSettings {
  /** Theme colour, `#rrggbb`. */
  theme: string;
  /** The tab strip above the page. */
  tagsView: boolean;
  /** The app bar stays in view while the page scrolls. */
  fixedHeader: boolean;
  /** The logo at the top of the sidebar. */
  sidebarLogo: boolean;
}

export type LayoutSettingName = keyof LayoutSettings;

export const LAYOUT_SETTING_NAMES: readonly LayoutSettingName[] = ['theme', 'tagsView', 'fixedHeader', 'sidebarLogo'];

/** Eight preset colours, both readings of the default among them (docs/features/console.md#fixed-figures). */
export const THEME_PRESETS: readonly string[] = [
  '#1890ff',
  '#409EFF',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
];

/** The default of the spec's first reading; a deployment chooses the other with VITE_DEFAULT_THEME. */
export const FALLBACK_THEME = '#1890ff';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isThemeColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

/** The defaults: the deployment's colour when it is a colour at all, and every switch on (docs/features/console.md#the-console, Settings panel). */
export function defaultLayoutSettings(configuredTheme: string | undefined): LayoutSettings {
  const theme = configuredTheme?.trim();
  return {
    theme: isThemeColour(theme) ? theme : FALLBACK_THEME,
    tagsView: true,
    fixedHeader: true,
    sidebarLogo: true,
  };
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storedSwitch(text: string | null, fallback: boolean): boolean {
  if (text === 'true') return true;
  if (text === 'false') return false;
  return fallback;
}

/** The saved settings; a missing or unreadable value falls back to its default. */
export function readLayoutSettings(storage: KeyValueStorage, defaults: LayoutSettings): LayoutSettings {
  const theme = storage.getItem('theme');
  return {
    theme: isThemeColour(theme) ? theme : defaults.theme,
    tagsView: storedSwitch(storage.getItem('tagsView'), defaults.tagsView),
    fixedHeader: storedSwitch(storage.getItem('fixedHeader'), defaults.fixedHeader),
    sidebarLogo: storedSwitch(storage.getItem('sidebarLogo'), defaults.sidebarLogo),
  };
}

export function writeLayoutSettings(storage: KeyValueStorage, settings: LayoutSettings): void {
  for (const name of LAYOUT_SETTING_NAMES) storage.setItem(name, String(settings[name]));
}

/** Forgets the saved settings, so that the defaults of the deployment apply again. */
export function clearLayoutSettings(storage: KeyValueStorage): void {
  for (const name of LAYOUT_SETTING_NAMES) storage.removeItem(name);
}
