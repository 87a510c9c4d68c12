import { describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { databases } from '../support/databases';
import { CODE_MESSAGE, deliveryNote } from '../support/delivery-note-schema';
import { formSchemaSuite } from '../support/form-schemas';

interface Note {
  id: number;
  version: number;
  title: string;
  channels: string[] | null;
  code: string | null;
}

interface RegistryField {
  name: string;
  options?: { value: string }[];
  messages?: Record<string, unknown>;
}

/**
 * A published entity with a multi-select of labelled options and a pattern with its
 * own words: the API keeps the array, refuses a value that is not an option, filters
 * by an option, and words the pattern's refusal in the admin's language.
 */
describe.each(databases)('a published multi-select and a pattern message ($kind)', (database) => {
  const suite = formSchemaSuite(database);
  const api = <T = unknown>(method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
    suite.server.call<T>(method, url, { token: suite.server.adminToken, body, headers });

  it('publishes the entity with its options and messages in the registry', async () => {
    const saved = await suite.calls.save(deliveryNote());
    const published = await api('POST', `/api/form-schemas/${saved.body.data.id}/publish`);
    expect(published.body.code).toBe(Code.OK);
    const registry = await api<{ entities: { name: string; fields: RegistryField[] }[] }>('GET', '/api/registry');
    const fields = registry.body.data.entities.find((entity) => entity.name === 'delivery-note')?.fields ?? [];
    const byName = Object.fromEntries(fields.map((field) => [field.name, field]));
    expect(byName.channels.options?.map((option) => option.value)).toEqual(['sms', 'email', 'app']);
    expect(byName.code.messages).toEqual({ pattern: CODE_MESSAGE });
  });

  it('keeps the chosen options, refuses one that is not an option, and filters by an option', async () => {
    const both = await api<Note>('POST', '/api/delivery-notes', { title: 'Both', channels: ['sms', 'app'] });
    expect(both.body.code).toBe(Code.OK);
    expect(both.body.data.channels).toEqual(['sms', 'app']);
    const none = await api<Note>('POST', '/api/delivery-notes', { title: 'None' });
    expect(none.body.data.channels).toEqual([]);

    const refused = await api('POST', '/api/delivery-notes', { title: 'Fax', channels: ['sms', 'fax'] });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(Code.BAD_REQUEST);
    expect(refused.body.data).toMatchObject({
      field: 'channels',
      rule: 'enum',
      code: Code.BAD_REQUEST,
      params: { values: ['sms', 'email', 'app'] },
    });
    const noText = await api('POST', '/api/delivery-notes', { title: 'Text', channels: 'sms' });
    expect(noText.body.data).toMatchObject({ field: 'channels', rule: 'type' });

    const shown = await api<Note>('GET', `/api/delivery-notes/${both.body.data.id}`);
    expect(shown.body.data.channels).toEqual(['sms', 'app']);
    const changed = await api<Note>('PUT', `/api/delivery-notes/${both.body.data.id}`, {
      channels: ['email'],
      version: shown.body.data.version,
    });
    expect(changed.body.code).toBe(Code.OK);
    expect(changed.body.data.channels).toEqual(['email']);
    const stillRefused = await api('PUT', `/api/delivery-notes/${none.body.data.id}`, {
      channels: ['pager'],
      version: none.body.data.version,
    });
    expect(stillRefused.body.data).toMatchObject({ field: 'channels', rule: 'enum' });

    const list = await api<{ list: Note[]; total: number }>('GET', '/api/delivery-notes?page=1&pageSize=10');
    const listed = Object.fromEntries(list.body.data.list.map((row) => [row.title, row.channels]));
    expect(listed).toEqual({ Both: ['email'], None: [] });
    const holdingEmail = await api<{ list: Note[]; total: number }>('GET', '/api/delivery-notes?channels=email');
    expect(holdingEmail.body.data.list.map((row) => row.title)).toEqual(['Both']);
    expect(holdingEmail.body.data.total).toBe(1);
    const holdingSms = await api<{ list: Note[]; total: number }>('GET', '/api/delivery-notes?channels=sms');
    expect(holdingSms.body.data.total).toBe(0);
    const notAnOption = await api('GET', '/api/delivery-notes?channels=fax');
    expect(notAnOption.body.code).toBe(Code.BAD_REQUEST);
  });

  it('tells a broken pattern by the field’s own words, in the language the request asks for', async () => {
    const english = await api(
      'POST',
      '/api/delivery-notes',
      { title: 'Code', code: 'ab12' },
      { 'accept-language': 'en-GB,en;q=0.8' },
    );
    expect(english.body.code).toBe(Code.BAD_REQUEST);
    expect(english.body.msg).toBe(CODE_MESSAGE.en);
    expect(english.body.data).toMatchObject({ field: 'code', rule: 'pattern', params: { message: CODE_MESSAGE } });
    const chinese = await api(
      'POST',
      '/api/delivery-notes',
      { title: 'Code', code: 'ab12' },
      { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' },
    );
    expect(chinese.body.msg).toBe(CODE_MESSAGE.zh);
    expect(chinese.body.data).toMatchObject({ field: 'code', rule: 'pattern' });
    const fits = await api<Note>('POST', '/api/delivery-notes', { title: 'Code', code: 'AB1234' });
    expect(fits.body.code).toBe(Code.OK);
    expect(fits.body.data.code).toBe('AB1234');
  });
});
