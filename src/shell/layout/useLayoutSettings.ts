import { useSyncExternalStore } from 'react';
import { defaultLayoutSettings, type LayoutSettingName, type LayoutSettings } from './layoutSettings';
import { createLayoutSettingsStore, type LayoutSettingsStore } from './layoutSettingsStore';

let browserStore: LayoutSettingsStore | undefined;

/** The console's one settings store over the browser's localStorage, made when first asked for. */
function settingsStore(): LayoutSettingsStore {
  browserStore ??= createLayoutSettingsStore(
    window.localStorage,
    defaultLayoutSettings(import.meta.env.VITE_DEFAULT_THEME),
  );
  return browserStore;
}

const subscribe = (listener: () => void) => settingsStore().subscribe(listener);
const current = () => settingsStore().get();
const change = (changes: Partial<LayoutSettings>) => settingsStore().change(changes);
const save = () => settingsStore().save();
const reset = () => settingsStore().reset();

export interface LayoutSettingsControls extends LayoutSettings {
  change(changes: Partial<LayoutSettings>): void;
  save(): void;
  reset(): void;
}

/** The layout settings as shown now, with what the settings panel does to them. */
export function useLayoutSettings(): LayoutSettingsControls {
  return { ...useSyncExternalStore(subscribe, current), change, save, reset };
}

/** One setting, for a component that should not redraw when the others change. */
export function useLayoutSetting<Name extends LayoutSettingName>(name: Name): LayoutSettings[Name] {
  return useSyncExternalStore(subscribe, () => current()[name]);
}
