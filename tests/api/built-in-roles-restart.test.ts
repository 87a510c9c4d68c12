import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { PROJECT_ROOT } from '../support/scratch-copy';
import { ADMIN_PASSWORD } from '../support/test-server';

/** A database that lost its built-in super-admin role (by hand, outside the API) gets it back at the next start. */
describe('start-up after the built-in super-admin role went missing', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-restart-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'silent' }), webRoot: dataDir };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('restores the role and says how to give an account super-admin back', async () => {
    const first = await buildApp(config, { announce: () => {} });
    await first.backend.tables.of('role').deleteWhere({ name: 'super-admin' });
    await first.close();

    const said: string[] = [];
    const second = await buildApp(config, { announce: (text) => said.push(text) });
    try {
      const role = await second.backend.tables.of('role').findOneWhere({ name: 'super-admin' });
      expect(role).toMatchObject({ permissionCodes: ['*'], builtIn: true });
      expect(said.join('\n')).toContain('npm run admin:reset');
    } finally {
      await second.close();
    }
  });

  it('gives the seeded account a new password and super-admin back with npm run admin:reset', async () => {
    const reset = spawnSync(path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'), ['server/admin-reset.ts'], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'Recover#2024x',
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
    });
    expect(reset.status, reset.stderr).toBe(0);
    const app = await buildApp(config, { announce: () => {} });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/account/web/login',
        payload: { accountName: 'admin', password: 'Recover#2024x' },
      });
      const token = signIn.json().data.token as string;
      const info = await app.inject({ method: 'GET', url: '/account/web/getLoginInfo', headers: { token } });
      const roles = info.json().data.roleList as { name: string }[];
      expect(roles.map((role) => role.name)).toContain('super-admin');
    } finally {
      await app.close();
    }
  });

  it('clears a lost second factor with npm run admin:reset -- --clear-second-factor', async () => {
    const before = await buildApp(config, { announce: () => {} });
    try {
      const { tables } = before.backend;
      const admin = await tables.of('admin').findOneWhere({ accountName: 'admin' });
      const adminId = Number(admin?.id);
      await tables.of('admin-second-factor').insert({ adminId, totpSecret: 'sealed-elsewhere' });
      await tables
        .of('admin-passkey')
        .insert({ adminId, credentialId: 'lost-phone', publicKey: 'AAAA', name: 'Phone' });
      await tables.of('admin').touch(adminId, { secondFactor: true });
    } finally {
      await before.close();
    }
    const reset = spawnSync(
      path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
      ['server/admin-reset.ts', 'admin', '--clear-second-factor'],
      {
        cwd: PROJECT_ROOT,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: 'Recover#2024y',
          DATABASE_URL: '',
          LOG_LEVEL: 'silent',
        },
        encoding: 'utf8',
      },
    );
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain('has no second factor any more');
    const app = await buildApp(config, { announce: () => {} });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/account/web/login',
        payload: { accountName: 'admin', password: 'Recover#2024y' },
      });
      // The password alone signs in again: no second step is asked for.
      expect(signIn.json().code).toBe(200);
      const admin = await app.backend.tables.of('admin').findOneWhere({ accountName: 'admin' });
      expect(admin?.secondFactor).toBe(false);
      expect(await app.backend.tables.of('admin-passkey').findWhere({ adminId: Number(admin?.id) })).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
