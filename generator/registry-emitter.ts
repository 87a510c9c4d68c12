import type { ResourceDefinition } from '../contract/resource';
import { GENERATED_BANNER } from './generated-banner';

/** `contract/generated/registry.ts`: every resource definition, internal ones too, in file-name order. */
export function emitRegistry(resources: ResourceDefinition[]): string {
  return [
    GENERATED_BANNER,
    "import type { ResourceDefinition } from '../resource';",
    '',
    `export const resources: ResourceDefinition[] = ${JSON.stringify(resources, null, 2)};`,
    '',
  ].join('\n');
}
