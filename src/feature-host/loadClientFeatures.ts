import { type ClientFeature, isClientFeature } from './clientFeature';

type FeatureModule = { default?: unknown };

// Eager: the console needs every feature's overrides and texts before its first
// render; each feature keeps its screens behind lazy imports of its own.
const FEATURE_MODULES = import.meta.glob<FeatureModule>('../features/*/index.ts', { eager: true });

const folderOf = (modulePath: string) => modulePath.split('/').at(-2) ?? modulePath;

/**
 * The features of the given `index.ts` modules (keyed by path, as Vite's glob
 * gives them), in folder order. A module that does not declare its feature, or
 * names it after another folder, stops the console with the file to fix.
 */
export function gatherClientFeatures(modules: Readonly<Record<string, FeatureModule>>): ClientFeature[] {
  return Object.entries(modules)
    .map(([modulePath, module]) => ({ folder: folderOf(modulePath), feature: module.default }))
    .sort((left, right) => left.folder.localeCompare(right.folder))
    .map(({ folder, feature }) => {
      const file = `src/features/${folder}/index.ts`;
      if (!isClientFeature(feature)) throw new Error(`${file} must default-export defineClientFeature({ name, … })`);
      if (feature.name !== folder)
        throw new Error(`${file} names its feature "${feature.name}"; it must be "${folder}"`);
      return feature;
    });
}

/** Every folder of `src/features/`: adding a feature edits no central file. */
export function loadClientFeatures(): ClientFeature[] {
  return gatherClientFeatures(FEATURE_MODULES);
}
