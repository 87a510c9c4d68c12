import { describe, expect, it } from 'vitest';
import { resources } from '../../contract/generated/registry';
import { resourceOf } from '../../generator/resource-model';
import { columnsPreferenceKey, listColumns, shownColumns } from '../../src/schema-ui/listColumns';
import { chosenColumns } from '../../src/schema-ui/useChosenColumns';

function byName(name: string) {
  const resource = resources.find((candidate) => candidate.name === name);
  if (!resource) throw new Error(`no resource ${name}`);
  return resource;
}

const names = (fields: { name: string }[]) => fields.map((field) => field.name);

describe('the columns of a list', () => {
  it('reads "list": "hidden" as a column offered but not shown at first', () => {
    const resource = resourceOf({
      $id: 'gadget',
      title: 'Gadget',
      type: 'object',
      additionalProperties: false,
      'x-resource': {
        path: 'gadgets',
        table: 'gadget',
        permission: 'site-tabs',
        label: { en: 'Gadget', zh: '小工具' },
        recordTitle: 'name',
      },
      required: ['name'],
      properties: {
        name: { type: 'string', 'x-ui': { label: { en: 'Name', zh: '名称' } } },
        serial: { type: 'string', 'x-ui': { label: { en: 'Serial', zh: '序列号' }, list: 'hidden' } },
        notes: { type: 'string', 'x-ui': { label: { en: 'Notes', zh: '备注' }, list: false } },
      },
    });
    const serial = resource.fields.find((field) => field.name === 'serial');
    expect(serial?.ui).toMatchObject({ list: true, listHidden: true });
    expect(resource.fields.find((field) => field.name === 'name')?.ui.listHidden).toBeUndefined();
    expect(resource.fields.find((field) => field.name === 'notes')?.ui.list).toBe(false);
  });

  it('offers the created and updated times of records admins edit, hidden until chosen', () => {
    const admin = byName('admin');
    expect(names(listColumns(admin))).toEqual(expect.arrayContaining(['loginCount', 'createdAt', 'updatedAt']));
    expect(names(shownColumns(admin))).not.toContain('createdAt');
    expect(names(shownColumns(admin))).not.toContain('loginCount');
    expect(names(shownColumns(admin))).toEqual(expect.arrayContaining(['accountName', 'roleIds', 'lastLoginAt']));
    expect(names(shownColumns(admin))).not.toContain('avatar');
  });

  it('shows the time each log entry was written, once', () => {
    const apiLog = byName('api-log');
    const times = listColumns(apiLog).filter((field) => field.kind === 'datetime');
    expect(times).toHaveLength(1);
    expect(times.every((field) => !field.ui.listHidden)).toBe(true);
  });

  it('keeps the choice of columns under a key that changes with the set of columns', () => {
    const admin = byName('admin');
    expect(columnsPreferenceKey(admin)).toBe(columnsPreferenceKey(byName('admin')));
    expect(columnsPreferenceKey(admin)).toMatch(/^admins\.columns\./);
    const name = admin.fields.find((field) => field.name === 'name');
    if (!name) throw new Error('the admin schema has a name field');
    const grown = { ...admin, fields: [...admin.fields, { ...name, name: 'nickname' }] };
    expect(columnsPreferenceKey(grown)).not.toBe(columnsPreferenceKey(admin));
  });

  it('follows the Columns button: the fields chosen, in the order chosen, or the first ones before any choice', () => {
    const admin = byName('admin');
    const available = [
      { index: '0', source: 'id' },
      { index: '1', source: 'accountName' },
      { index: '2', source: 'loginCount' },
      { index: '3', label: 'app.list.actions' },
    ];
    expect(names(chosenColumns(admin, undefined, available))).toEqual(names(shownColumns(admin)));
    expect(names(chosenColumns(admin, ['2', '0', '1', '3'], available))).toEqual(['loginCount', 'accountName']);
    expect(chosenColumns(admin, [], available)).toEqual([]);
  });
});
