import type { DataProvider, RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { getResource } from '../../contract/registry';
import { fetchReferenceTitles } from '../../src/schema-ui/export/referenceTitles';
import { listColumns } from '../../src/schema-ui/listColumns';

const log = getResource('admin-login-log');
if (!log) throw new Error('the registry has no admin-login-log resource');

describe('titles of references in an export', () => {
  it('takes the titles the list rows carry, asking the referenced resource nothing', async () => {
    const asked: string[] = [];
    const provider = {
      getMany: async (resource: string) => {
        asked.push(resource);
        throw new Error('403');
      },
    } as unknown as DataProvider;
    const rows: RaRecord[] = [
      { id: 1, adminId: 5, referenceLabels: { adminId: { '5': 'auditor' } } },
      { id: 2, adminId: null, referenceLabels: { adminId: {} } },
    ];
    const titles = await fetchReferenceTitles(provider, listColumns(log), rows);
    expect([...(titles.get('adminId') ?? [])]).toEqual([[5, 'auditor']]);
    expect(asked).toEqual([]);
  });
});
