import type { ReactNode } from 'react';
import { ScreenOverridesContext } from '../schema-ui';
import { ConsoleSlotsContext } from './consoleSlots';
import type { FeatureRegistry } from './featureRegistry';

type FeatureHostProps = Pick<FeatureRegistry, 'screens' | 'slots'> & { children: ReactNode };

/** Hands the features' overrides to the schema-ui engine and their slots to the core's pages. */
export function FeatureHost({ screens, slots, children }: FeatureHostProps) {
  return (
    <ScreenOverridesContext value={screens}>
      <ConsoleSlotsContext value={slots}>{children}</ConsoleSlotsContext>
    </ScreenOverridesContext>
  );
}
