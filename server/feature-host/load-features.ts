import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { FeatureContext, ServerFeature } from './server-feature';

export const FEATURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'features');
const ENTRY_NAMES = ['index.ts', 'index.js'];

/** The feature folders present, in name order, each with the file that declares it. */
export function featureEntries(dir: string = FEATURES_DIR): { folder: string; entry: string }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((item) => item.isDirectory())
    .map((item) => item.name)
    .sort()
    .flatMap((folder) => {
      const entry = ENTRY_NAMES.map((name) => path.join(dir, folder, name)).find((file) => fs.existsSync(file));
      return entry ? [{ folder, entry }] : [];
    });
}

function isServerFeature(value: unknown): value is ServerFeature {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServerFeature).name === 'string' &&
    typeof (value as ServerFeature).register === 'function'
  );
}

/**
 * Finds every folder of `server/features/` and registers its feature as a Fastify
 * plugin: adding a feature edits no central file.
 */
export async function registerFeatures(
  app: FastifyInstance,
  context: FeatureContext,
  dir: string = FEATURES_DIR,
): Promise<string[]> {
  const names: string[] = [];
  for (const { folder, entry } of featureEntries(dir)) {
    const module: { default?: unknown } = await import(pathToFileURL(entry).href);
    const feature = module.default;
    if (!isServerFeature(feature)) {
      throw new Error(
        `server/features/${folder}/${path.basename(entry)} must default-export defineServerFeature({ name, register })`,
      );
    }
    await app.register(async (scope) => feature.register(scope, context), { name: feature.name });
    names.push(feature.name);
  }
  return names;
}
