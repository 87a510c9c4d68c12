import { describe, expect, it } from 'vitest';
import { getResource } from '../../contract/registry';
import type { ResourceDefinition } from '../../contract/resource';
import { formatBeijingTime, fromBeijingInput, toBeijingInput } from '../../src/schema-ui/beijingTime';
import { cellText, TEXT_CELL_LIMIT } from '../../src/schema-ui/cellText';
import { formPayload } from '../../src/schema-ui/formPayload';
import { formErrors } from '../../src/schema-ui/formValidation';

function resource(name: string): ResourceDefinition {
  const found = getResource(name);
  if (!found) throw new Error(`the registry has no ${name}`);
  return found;
}

const JSON_MESSAGE = 'Must be valid JSON';

describe('what a schema form sends', () => {
  const site = resource('site');

  it('leaves blank inputs out of a creation and keeps only declared, writable fields', () => {
    const { body } = formPayload(site, 'create', { name: 'North', address: null, alias: '', bound: true, extra: 1 });
    expect(body).toEqual({ name: 'North' });
  });

  it('clears blank inputs in an edit and ignores what the server owns', () => {
    const record = { id: 4, version: 2, name: 'North', address: 'Road 1', bound: true, mac: 'aa:bb' };
    const { body } = formPayload(site, 'update', { ...record, address: null }, record);
    expect(body).toEqual({ name: 'North', address: null });
  });

  it('parses JSON typed as text, and names the field when it does not parse', () => {
    const tactic = resource('auto-detect-tactic');
    expect(formPayload(tactic, 'create', { code: 'a', name: 'A', params: '{ "minWidth": 480 }' }).body.params).toEqual({
      minWidth: 480,
    });
    expect(formPayload(tactic, 'create', { code: 'a', name: 'A', params: '{ minWidth' }).unparsable).toEqual([
      'params',
    ]);
  });

  it('does not send a secret the admin left as the server returned it', () => {
    const cloud = resource('third-cloud');
    const record = { id: 1, name: 'C', endpoint: 'https://c.example.com', secret: '••••••ab12' };
    expect(formPayload(cloud, 'update', record, record).body).not.toHaveProperty('secret');
    expect(formPayload(cloud, 'update', { ...record, secret: 'new-secret' }, record).body.secret).toBe('new-secret');
  });
});

describe("a schema form's check in the browser", () => {
  it('names the field and the rule where the code names no one field (site name: 6037), in each language', () => {
    const site = resource('site');
    const errors = formErrors(site, 'create', formPayload(site, 'create', { name: '  ' }), 'en', JSON_MESSAGE);
    expect(errors).toEqual({ name: 'Site name is required' });
    const chinese = formErrors(site, 'create', formPayload(site, 'create', { name: '  ' }), 'zh', JSON_MESSAGE);
    expect(chinese).toEqual({ name: `${site.fields.find((field) => field.name === 'name')?.label.zh}为必填项` });
  });

  it('shows every wrong field at once, in the chosen language', () => {
    const config = resource('device-config');
    const values = { key: 'k'.repeat(31), value: '', description: 'd'.repeat(101) };
    const english = formErrors(config, 'create', formPayload(config, 'create', values), 'en', JSON_MESSAGE);
    const chinese = formErrors(config, 'create', formPayload(config, 'create', values), 'zh', JSON_MESSAGE);

    expect(Object.keys(english).sort()).toEqual(['description', 'key', 'value']);
    expect(english.value).toBe('The value is empty');
    expect(chinese.value).toBe('值为空');
    const label = (name: string) => config.fields.find((field) => field.name === name)?.label.zh;
    expect(english.key).toBe('Key name must be between 1 and 30 characters');
    expect(chinese.key).toBe(`${label('key')}长度必须在 1 到 30 个字符之间`);
    expect(chinese.description).toBe(`${label('description')}长度必须在 0 到 100 个字符之间`);
  });

  it('flags every required field of an empty form, not only the first', () => {
    const resident = resource('resident');
    const errors = formErrors(resident, 'create', formPayload(resident, 'create', {}), 'zh', JSON_MESSAGE);
    expect(Object.keys(errors).sort()).toEqual(['firstName', 'lastName', 'siteId']);
  });

  it('checks the phone against the country code in the form, in the chosen language', () => {
    const admin = resource('admin');
    const values = { accountName: 'ann', name: 'Ann', surname: 'Li', email: 'a@b.co' };
    const wrongPhone = { ...values, countryCode: '+86', phone: '12345678901' };
    const english = formErrors(admin, 'create', formPayload(admin, 'create', wrongPhone), 'en', JSON_MESSAGE);
    const chinese = formErrors(admin, 'create', formPayload(admin, 'create', wrongPhone), 'zh', JSON_MESSAGE);
    expect(english).toEqual({ phone: 'The phone number format is wrong' });
    expect(chinese).toEqual({ phone: '手机号格式错误' });
    const wrongCode = { ...values, countryCode: '+999', phone: '13912345678' };
    expect(formErrors(admin, 'create', formPayload(admin, 'create', wrongCode), 'zh', JSON_MESSAGE)).toEqual({
      countryCode: '国家区号错误',
    });
  });

  it('clears in an edit only what may be cleared: a required field left blank fails as required', () => {
    const resident = resource('resident');
    const record = { id: 3, version: 1, firstName: 'Ann', lastName: 'Lee', siteId: 2, phone: '1' };
    const values = { ...record, siteId: null, phone: null };
    const errors = formErrors(resident, 'update', formPayload(resident, 'update', values, record), 'en', JSON_MESSAGE);
    expect(errors).toEqual({ siteId: 'The site id is missing' });
  });

  it('reports JSON that does not parse under its field', () => {
    const tactic = resource('auto-detect-tactic');
    const payload = formPayload(tactic, 'create', { code: 'x', name: 'X', params: '{' });
    expect(formErrors(tactic, 'create', payload, 'en', JSON_MESSAGE)).toEqual({ params: JSON_MESSAGE });
  });

  it('passes a valid form', () => {
    const site = resource('site');
    expect(formErrors(site, 'create', formPayload(site, 'create', { name: 'North' }), 'en', JSON_MESSAGE)).toEqual({});
  });
});

describe('list cells and dates', () => {
  it('cuts text cells at 100 characters and keeps the whole text for the hover title', () => {
    const long = 'x'.repeat(TEXT_CELL_LIMIT + 5);
    expect(cellText(long)).toEqual({ shown: `${'x'.repeat(TEXT_CELL_LIMIT)}…`, full: long });
    expect(cellText('short')).toEqual({ shown: 'short' });
    expect(cellText(null)).toEqual({ shown: '' });
    expect(cellText({ a: 1 })).toEqual({ shown: '{"a":1}' });
  });

  it('shows instants in Beijing time and reads Beijing wall-clock input back to the same instant', () => {
    expect(formatBeijingTime('2024-01-31T20:30:05.000Z')).toBe('2024-02-01 04:30:05');
    expect(toBeijingInput('2024-01-31T20:30:05.000Z')).toBe('2024-02-01T04:30');
    expect(fromBeijingInput('2024-02-01T04:30')).toBe('2024-01-31T20:30:00.000Z');
    expect(fromBeijingInput('')).toBeNull();
  });
});
