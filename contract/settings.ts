import type { Label } from './resource';
import { APP_SETTINGS } from './settings-app';
import { SERVER_SETTINGS } from './settings-server';

/**
 * The typed settings (spec, sp-cfg-app and sp-cfg-server): every key the console knows,
 * its type and rules, its default, and the environment variable that wins over the
 * stored row when it is set. Shared by the server (reading, checking) and the browser
 * (the settings forms). Rows of other keys stay free-form text.
 */

export type SettingScope = 'app' | 'server';
export const SETTING_SCOPES: readonly SettingScope[] = ['app', 'server'];

export type SettingType = 'integer' | 'number' | 'string' | 'boolean';

export interface SettingSchema {
  type: SettingType;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
  maxLength?: number;
  /** `uri` and `email` as named; `id-list`: whole numbers separated by commas (`12, 15`), or nothing. */
  format?: 'uri' | 'email' | 'id-list';
}

export interface SettingDefinition {
  key: string;
  scope: SettingScope;
  schema: SettingSchema;
  default: string | number | boolean;
  /** The environment variable that, when set, wins over the stored row. */
  env?: string;
  /** A secret: masked in answers and never kept in the history. */
  secret?: boolean;
  group: Label;
  label: Label;
  description: Label;
}

export const SETTINGS = [...APP_SETTINGS, ...SERVER_SETTINGS] as const satisfies readonly SettingDefinition[];

type Catalogue = (typeof SETTINGS)[number];
export type SettingKey = Catalogue['key'];
export type ServerSettingKey = Extract<Catalogue, { scope: 'server' }>['key'];
export type AppSettingKey = Extract<Catalogue, { scope: 'app' }>['key'];

type ValueOfSchema<S> = S extends { enum: readonly (infer E)[] }
  ? E
  : S extends { type: 'integer' | 'number' }
    ? number
    : S extends { type: 'boolean' }
      ? boolean
      : string;

/** The value of a setting, typed by its schema (an enum's values, number, boolean or text). */
export type SettingValue<K extends SettingKey> = ValueOfSchema<Extract<Catalogue, { key: K }>['schema']>;

export type SettingSource = 'environment' | 'database' | 'default';

const BY_KEY = new Map<string, SettingDefinition>(SETTINGS.map((setting) => [setting.key, setting]));

/** The catalogue's setting of a scope and key; undefined for a free-form key. */
export function settingOf(scope: SettingScope, key: string): SettingDefinition | undefined {
  const setting = BY_KEY.get(key);
  return setting?.scope === scope ? setting : undefined;
}

export function settingsOfScope(scope: SettingScope): SettingDefinition[] {
  return SETTINGS.filter((setting) => setting.scope === scope);
}

/** The resource whose rows store a scope's settings. */
export const SETTING_RESOURCES: Record<SettingScope, string> = { app: 'app-config', server: 'server-config' };

/** What a masked secret reads as, in answers and in the history. */
export const MASKED_SECRET = '••••••';
