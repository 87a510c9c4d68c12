import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, type ScratchCopy, startScratchCopy } from '../support/scratch-copy';

/**
 * A feature plugs in as a folder: on a scratch copy, one new folder under
 * `server/features/` adds a rule to site writes, and the generic routes obey it
 * with no other file changed.
 */
const FEATURE = `import { Code } from '../../../contract/errors';
import { defineServerFeature } from '../../feature-host/server-feature';
import { ApiError } from '../../http/api-error';

export default defineServerFeature({
  name: 'site-name-rule',
  register(_app, { services }) {
    services.on('site', 'beforeCreate', ({ values }) => {
      if (String(values.name).startsWith('Closed ')) {
        throw ApiError.ofFields(Code.BAD_REQUEST, 'a closed site is not taken on', [{ field: 'name', rule: 'closed' }]);
      }
    });
    services.on('site', 'beforeUpdate', ({ values }) => {
      if (typeof values.address === 'string') values.address = values.address.toUpperCase();
    });
  },
});
`;

type Site = { id: number; version: number; name: string; address: string | null };

let copy: ScratchCopy;

beforeAll(async () => {
  copy = await startScratchCopy((root) => {
    mkdirSync(join(root, 'server/features/site-name-rule'));
    writeFileSync(join(root, 'server/features/site-name-rule/index.ts'), FEATURE);
  });
}, 120_000);

afterAll(() => copy?.remove());

describe('a feature folder with one hook', () => {
  it('changes nothing but its own folder', () => {
    const differences = spawnSync('diff', ['-rq', join(PROJECT_ROOT, 'server'), join(copy.root, 'server')], {
      encoding: 'utf8',
    }).stdout;
    expect(differences.trim()).toBe(`Only in ${join(copy.root, 'server/features')}: site-name-rule`);
  });

  it('applies its rule to the generic create route', async () => {
    const refused = await copy.call('POST', '/api/sites', { name: 'Closed Mill' });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ field: 'name', rule: 'closed' });
    const listed = await copy.call<{ total: number }>('GET', '/api/sites?name=Closed');
    expect(listed.body.data.total).toBe(0);
    expect((await copy.call('POST', '/api/sites', { name: 'Open Mill' })).body.code).toBe(200);
  });

  it('changes values on the generic update route', async () => {
    const site = (await copy.call<Site>('POST', '/api/sites', { name: 'Harbour' })).body.data;
    const updated = await copy.call<Site>('PUT', `/api/sites/${site.id}`, { version: site.version, address: '1 quay' });
    expect(updated.body.data.address).toBe('1 QUAY');
  });
});
