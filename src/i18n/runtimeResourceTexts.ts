import type { Locale, ResourceDefinition } from '../../contract/resource';
import { runtimeResources } from '../../contract/runtime-registry';
import { resourceMessages } from './labelMessages';

type Messages = ReturnType<typeof resourceMessages>;

let texts: { of: readonly ResourceDefinition[]; locale: Partial<Record<Locale, Messages>> } = { of: [], locale: {} };

/** The `resources.…` messages of the runtime entities in a language, built once per change of them. */
function runtimeMessages(locale: Locale): Messages {
  const resources = runtimeResources();
  if (texts.of !== resources) texts = { of: resources, locale: {} };
  texts.locale[locale] ??= resourceMessages(resources, locale);
  return texts.locale[locale];
}

/**
 * The text of a `resources.<path>.…` key of an entity published at run time (its
 * label, a field's label, an option's label), as the generated messages give the
 * built-in ones; undefined for any other key.
 */
export function runtimeResourceText(key: string, locale: Locale): string | undefined {
  if (!key.startsWith('resources.') || runtimeResources().length === 0) return undefined;
  let node: Messages | string | undefined = runtimeMessages(locale);
  for (const step of key.split('.').slice(1)) {
    if (typeof node !== 'object') return undefined;
    node = node[step];
  }
  return typeof node === 'string' ? node : undefined;
}
