import { useMemo, useSyncExternalStore } from 'react';
import { publicResources } from '../../contract/registry';
import type { ResourceDefinition } from '../../contract/resource';
import { onRuntimeResources, runtimeResources } from '../../contract/runtime-registry';

/** The entities published at run time, drawn again whenever one is added or replaced. */
export function usePublishedResources(): ResourceDefinition[] {
  return useSyncExternalStore(onRuntimeResources, runtimeResources);
}

/** Every resource the console shows, built-in then published; follows publications as they arrive. */
export function useConsoleResources(): ResourceDefinition[] {
  const published = usePublishedResources();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `published` array is what changes the answer.
  return useMemo(() => publicResources(), [published]);
}
