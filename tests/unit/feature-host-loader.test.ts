import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { consoleTexts } from '../../src/consoleTexts';
import { defineClientFeature } from '../../src/feature-host';
import { featureRegistry } from '../../src/feature-host/featureRegistry';
import { gatherClientFeatures, loadClientFeatures } from '../../src/feature-host/loadClientFeatures';
import { consoleMessages, withLoadedFeatureTexts } from '../../src/i18n/consoleMessages';

const FEATURES_DIR = join(import.meta.dirname, '../../src/features');

const featureFolders = () =>
  readdirSync(FEATURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(FEATURES_DIR, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();

const noScreen = lazy(async () => ({ default: () => null }));

describe('finding the features of src/features', () => {
  const features = loadClientFeatures();

  it('gathers every folder with an index.ts, each under its folder name', () => {
    expect(features.map((feature) => feature.name)).toEqual(featureFolders());
    expect(features.map((feature) => feature.name)).toEqual(expect.arrayContaining(['accounts', 'roles']));
  });

  it('brings the texts of accounts at once and those of roles once loaded, in both languages, under app.<feature>', async () => {
    const atStart = consoleMessages(features);
    const { en, zh } = await withLoadedFeatureTexts(atStart, features);
    const app = (messages: typeof en) => messages.app as Record<string, Record<string, Record<string, string>>>;
    expect(app(atStart.en).accounts.fields.account_name).toBe('Account name');
    expect(app(atStart.en).roles).toBeUndefined();
    expect(app(en).accounts.fields.account_name).toBe('Account name');
    expect(app(zh).accounts.fields.account_name).toMatch(/\p{Script=Han}/u);
    for (const messages of [en, zh]) expect(Object.keys(app(messages).roles).length).toBeGreaterThan(0);
  });

  it("hands the roles screens to the engine and the accounts forms to the core's pages", () => {
    const registry = featureRegistry(features);
    expect(Object.keys(registry.screens)).toEqual(expect.arrayContaining(['role', 'admin']));
    expect(registry.routePages['menu-list']).toBeDefined();
    expect(Object.keys(registry.slots).sort()).toEqual([
      'accountSessions',
      'changePasswordForm',
      'home',
      'passkeySignIn',
      'registerForm',
      'registryRefresh',
      'resetPasswordForm',
      'signInCaptcha',
      'signInSecondStep',
      'signInSecurity',
    ]);
  });
});

describe('what the loader refuses', () => {
  it('an index.ts that does not default-export its feature, naming the file', () => {
    expect(() => gatherClientFeatures({ '../features/parcels/index.ts': {} })).toThrow(
      'src/features/parcels/index.ts must default-export',
    );
  });

  it('a feature named after another folder', () => {
    const modules = { '../features/parcels/index.ts': { default: defineClientFeature({ name: 'deliveries' }) } };
    expect(() => gatherClientFeatures(modules)).toThrow('it must be "parcels"');
  });

  it('takes a feature that brings nothing but its name', () => {
    const modules = { '../features/parcels/index.ts': { default: defineClientFeature({ name: 'parcels' }) } };
    expect(gatherClientFeatures(modules).map((feature) => feature.name)).toEqual(['parcels']);
  });

  it('two features overriding the screens of one resource', () => {
    const features = ['parcels', 'deliveries'].map((name) => defineClientFeature({ name, screens: { site: {} } }));
    expect(() => featureRegistry(features)).toThrow(
      '"site" is claimed by both the parcels and the deliveries features',
    );
  });

  it('two features drawing one part of the screens of one resource, naming the part', () => {
    const features = ['parcels', 'deliveries'].map((name) =>
      defineClientFeature({ name, screens: { site: { showPanel: noScreen } } }),
    );
    expect(() => featureRegistry(features)).toThrow(
      '"site" is claimed by both the parcels and the deliveries features (showPanel)',
    );
  });

  it('takes two features drawing different parts of one resource, merged', () => {
    const features = [
      defineClientFeature({ name: 'parcels', screens: { site: { edit: noScreen } } }),
      defineClientFeature({ name: 'deliveries', screens: { site: { showPanel: noScreen } } }),
    ];
    expect(featureRegistry(features).screens.site).toEqual({ edit: noScreen, showPanel: noScreen });
  });

  it('two features filling one slot', () => {
    const features = ['parcels', 'deliveries'].map((name) =>
      defineClientFeature({ name, slots: { registerForm: noScreen } }),
    );
    expect(() => featureRegistry(features)).toThrow('"registerForm"');
  });

  it("a feature whose texts would replace the console's own, at once or once loaded", async () => {
    const feature = defineClientFeature({
      name: 'login',
      messages: { en: { title: 'Sign in' }, zh: { title: '登录' } },
    });
    expect(() => consoleMessages([feature])).toThrow('app.login');
    const later = defineClientFeature({
      name: 'login',
      messages: async () => ({ default: feature.messages as never }),
    });
    await expect(withLoadedFeatureTexts(consoleMessages([]), [later])).rejects.toThrow('app.login');
    // The core's parts are gathered the same way, so a feature named like one is refused too.
    const layout = defineClientFeature({ name: 'layout', messages: feature.messages });
    expect(() => consoleTexts([layout])).toThrow('app.layout');
    expect(consoleTexts([]).en.app).toHaveProperty('layout');
  });
});
