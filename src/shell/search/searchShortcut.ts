/** The keys that open the route search: Ctrl+K, and Cmd+K on a Mac (docs/features/console.md#the-console, Route search). */

export type ShortcutKeys = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

export function isSearchShortcut(event: ShortcutKeys, mac: boolean): boolean {
  // The physical key counts too, so that the shortcut works whatever the keyboard layout.
  const k = event.key.toLowerCase() === 'k' || event.code === 'KeyK';
  const modifier = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return k && modifier && !event.altKey && !event.shiftKey;
}

export function shortcutLabel(mac: boolean): string {
  return mac ? '⌘K' : 'Ctrl+K';
}
